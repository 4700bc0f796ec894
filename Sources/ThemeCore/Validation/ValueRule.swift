/// The values a semantic key accepts (issue 11 §2): colors `#RGB`/`#RRGGBB`/`#RRGGBBAA`;
/// font sizes 6–96; weights 100–900 in steps of 100; designs of ``FontDesign``; radii and
/// spacings 0–1000 (`shape.full` also 9999, seed 000's capsule); shadow offsets −1000–1000; style
/// parameters 0 to their maximum, or on/off.
/// Themes and override layers share these rules and messages.
enum ValueRule: Sendable {
    case color, fontSize, fontWeight, fontDesign, length, offset
    /// A length, or ``capsule`` for a shape that is fully round (`shape.full`).
    case cornerRadius

    /// The corner radius of a capsule (FR-SH-01's `shape.full`).
    static let capsule = 9999.0
    /// A number from 0 to the maximum (a ``StyleParameter``).
    case fraction(Double)
    /// On or off: `true`/`false`, `on`/`off`, `1`/`0`.
    case flag

    init(_ key: SemanticKey) {
        switch key {
        case .color, .shadowColor, .wallpaperColor: self = .color
        case .fontSize: self = .fontSize
        case .fontWeight: self = .fontWeight
        case .fontDesign: self = .fontDesign
        case .dimension(.shapeFull): self = .cornerRadius
        case .dimension, .shadowRadius: self = .length
        case .shadowX, .shadowY: self = .offset
        case .style(let parameter): self = parameter.maximum.map(ValueRule.fraction) ?? .flag
        }
    }

    /// What the rule accepts, to end a message.
    var accepted: String {
        switch self {
        case .color: "a color #RGB, #RRGGBB or #RRGGBBAA"
        case .fontSize: "a font size in points from 6 to 96"
        case .fontWeight: "a weight from 100 to 900 in steps of 100"
        case .fontDesign: "one of " + FontDesign.allCases.map(\.rawValue).joined(separator: ", ")
        case .length: "a length in points from 0 to 1000"
        case .cornerRadius: "a length in points from 0 to 1000, or 9999 for a capsule"
        case .offset: "an offset in points from -1000 to 1000"
        case .fraction(let maximum): "a number from 0 to \(JSONText.number(maximum))"
        case .flag: "true or false (on/off, 1/0)"
        }
    }

    /// The value `input` stands for, or the sentence saying why it is refused.
    func parse(_ input: ThemeValueInput, key: String) -> Result<TokenValue, ValidationProblem> {
        func refuse(_ what: String) -> Result<TokenValue, ValidationProblem> {
            .failure(ValidationProblem(field: key, message: "\(what) is not valid for \(key): expected \(accepted)"))
        }
        switch (self, input) {
        case (.color, .string(let text)):
            do throws(ColorParseError) {
                return .success(.color(try RGBAColor(hex: text).quantized))
            } catch {
                return .failure(ValidationProblem(field: key, message: error.description))
            }
        case (.color, .number(let number)):
            return refuse("the number \(Self.text(number))")
        case (.fontDesign, .string(let text)):
            guard let design = FontDesign(rawValue: text) else {
                let hint = ClosestName.hint(for: text, among: FontDesign.allCases.map(\.rawValue))
                return refuse("'\(text)'\(hint)")
            }
            return .success(.fontDesign(design))
        case (.fontDesign, .number(let number)):
            return refuse("the number \(Self.text(number))")
        case (.flag, .string(let text)):
            switch text.lowercased() {
            case "true", "on", "1": return .success(.flag(true))
            case "false", "off", "0": return .success(.flag(false))
            default: return refuse("'\(text)'")
            }
        case (.flag, .number(let number)):
            guard number == 0 || number == 1 else { return refuse(Self.text(number)) }
            return .success(.flag(number == 1))
        case (_, .string(let text)):
            guard let number = Double(text), case .success(let value) = parse(.number(number), key: key) else {
                return refuse("'\(text)'")
            }
            return .success(value)
        case (.fontWeight, .number(let number)):
            guard let weight = UInt32(exactly: number), check(.fontWeight(weight)) else {
                return refuse(Self.text(number))
            }
            return .success(.fontWeight(weight))
        case (_, .number(let number)):
            return check(.dimension(number)) ? .success(.dimension(number)) : refuse(Self.text(number))
        }
    }

    /// A number as a message shows it: `16`, `0.5`, `nan`, `inf`.
    private static func text(_ number: Double) -> String {
        number.isFinite ? JSONText.number(number) : "\(number)"
    }

    /// `nil` when `value` is of the right kind and in range, else the problem.
    func problem(with value: TokenValue, key: String) -> ValidationProblem? {
        check(value) ? nil : ValidationProblem(
            field: key, message: "\(value.formatted) is not valid for \(key): expected \(accepted)")
    }

    /// Whether a value of the right kind is in range.
    func check(_ value: TokenValue) -> Bool {
        switch (self, value) {
        case (.color, .color), (.fontDesign, .fontDesign), (.flag, .flag): true
        case (.fraction(let maximum), .dimension(let number)): number >= 0 && number <= maximum
        case (.fontSize, .dimension(let size)): size >= 6 && size <= 96
        case (.fontWeight, .fontWeight(let weight)): weight >= 100 && weight <= 900 && weight % 100 == 0
        case (.length, .dimension(let length)): length >= 0 && length <= 1000
        case (.cornerRadius, .dimension(let length)): (length >= 0 && length <= 1000) || length == Self.capsule
        case (.offset, .dimension(let offset)): offset >= -1000 && offset <= 1000
        default: false
        }
    }
}
