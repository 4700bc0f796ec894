extension RGBAColor {
    /// Source-over compositing of this color on `backdrop`, in gamma-encoded sRGB as
    /// browsers and toolkits blend. The result is opaque when the backdrop is.
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(
            red: blend(red, backdrop.red),
            green: blend(green, backdrop.green),
            blue: blend(blue, backdrop.blue),
            alpha: outAlpha
        )
    }
}
