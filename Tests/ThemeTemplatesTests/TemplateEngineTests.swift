import Testing
import ThemeCore
@testable import ThemeTemplates

/// The template engine: placeholders, filters, light/dark sections, and its errors.
@Suite("Template engine")
struct TemplateEngineTests {
    private let light = try? TemplateContext.builtIn(themeID: "default", scheme: .light)
    private let dark = try? TemplateContext.builtIn(themeID: "default", scheme: .dark)

    private func render(_ source: String, _ context: TemplateContext?) throws -> String {
        try Template(name: "test.tmpl", source: source).render(try #require(context))
    }

    private func failure(_ source: String, _ context: TemplateContext? = nil) -> TemplateError? {
        do {
            let template = try Template(name: "test.tmpl", source: source)
            if let context { _ = try template.render(context) }
            return nil
        } catch {
            return error
        }
    }

    // Expected values are the seed's default accent #2596BE (docs/tokens.md), converted by hand.
    @Test func placeholdersPrintTokensInEveryFormat() throws {
        #expect(try render("a={{color.accent}}", light) == "a=#2596BE")
        #expect(try render("{{ color.accent | hex }} {{color.accent|bare}}", light) == "#2596BE 2596BE")
        #expect(try render("{{color.accent | rgb}}", light) == "rgb(37, 150, 190)")
        #expect(try render("{{color.accent | sgr}}", light) == "38;2;37;150;190")
        #expect(try render("{{color.accentMuted | rgba}}", light) == "rgba(37, 150, 190, 0.122)")
        #expect(try render("{{color.accent | floats}}", light) == "0.1451, 0.5882, 0.7451")
        #expect(try render("{{color.accentMuted | alpha}} {{color.accent | alpha}}", light) == "0.122 1")
        #expect(try render("{{color.accentMuted | argb}} {{color.accent | argb}}", light) == "#1F2596BE #FF2596BE")
        #expect(try render("{{color.accentMuted}}", light) == "#2596BE1F")
        // 0x1F alpha over white: 255 − (255 − 37)·31/255 = 228.5 → E4, and so on.
        #expect(try render("{{color.accentMuted | flatten}}", light) == "#E4F2F7")
        #expect(try render("{{color.accent | opacity(0.5) | hex}}", light) == "#2596BE80")
        #expect(try render("{{spacing.lg}}px {{typography.titleMedium.weight}}", light) == "16px 600")
    }

    @Test func lightAndDarkSectionsFollowTheScheme() throws {
        let source = "bg={{color.accent}}{{#light}} L{{/light}}{{#dark}} D{{/dark}}"
        #expect(try render(source, light) == "bg=#2596BE L")
        #expect(try render(source, dark) == "bg=#3DAED4 D")
        let paired = "{{#with dark}}{{color.accent}}{{#dark}}!{{/dark}}{{/with}} {{#with light}}{{color.accent}}{{/with}}"
        #expect(try render(paired, light) == "#3DAED4! #2596BE")
    }

    @Test func sectionAndCommentTagsAloneOnALineTakeTheLineWithThem() throws {
        let source = "a\n  {{#dark}}\nb\n  {{/dark}}\n{{! a comment }}\nc {{#light}}x{{/light}}\n"
        #expect(try render(source, dark) == "a\nb\nc \n")
        #expect(try render(source, light) == "a\nc x\n")
        let crlf = "a\r\n{{#dark}}\r\nb\r\n{{/dark}}\r\nc {{color.acent}}\r\n"
        #expect(try render(String(crlf.prefix(while: { $0 != "c" })), dark) == "a\r\nb\r\n")
        #expect(failure(crlf, dark)?.line == 5)
    }

    @Test func unknownTokenNamesTemplateLineAndClosestKey() {
        let error = failure("one\ntwo {{color.acent}}", light)
        #expect(error == TemplateError(template: "test.tmpl", line: 2, reason: .unknownToken("color.acent", suggestion: "color.accent")))
        #expect(error?.description == "test.tmpl:2: unknown token 'color.acent' (did you mean 'color.accent'?)")
        #expect(failure("{{nothing.like.this.at.all}}", light)?.reason == .unknownToken("nothing.like.this.at.all", suggestion: nil))
    }

    @Test func unknownFilterAndBadArgumentsAreNamed() {
        let unknown = failure("\n\n{{color.accent | rbg}}")
        #expect(unknown == TemplateError(template: "test.tmpl", line: 3, reason: .unknownFilter("rbg", suggestion: "rgb")))
        #expect(unknown?.description.hasPrefix("test.tmpl:3: unknown filter 'rbg' (did you mean 'rgb'?)") == true)
        #expect(failure("{{color.accent | opacity(2)}}")?.reason == .badFilterArgument(filter: "opacity", argument: "2"))
        #expect(failure("{{color.accent | opacity}}")?.reason == .badFilterArgument(filter: "opacity", argument: ""))
        #expect(failure("{{color.accent | hex(1)}}")?.reason == .badFilterArgument(filter: "hex", argument: "1"))
        #expect(failure("{{ | hex}}")?.reason == .emptyPlaceholder)
    }

    @Test func filtersMustFitTheValue() {
        #expect(failure("{{spacing.lg | rgb}}", light)?.reason == .filterNeedsColor(filter: "rgb", key: "spacing.lg"))
        #expect(failure("{{color.accent | hex | flatten}}", light)?.reason == .filterNeedsColor(filter: "flatten", key: "color.accent"))
    }

    @Test func unbalancedSectionsAndTagsAreSyntaxErrors() {
        let unclosed = failure("a\n{{#dark}}\nb\n")
        #expect(unclosed == TemplateError(template: "test.tmpl", line: 2, reason: .unclosedSection("dark")))
        #expect(unclosed?.description == "test.tmpl:2: section '#dark' opened here is never closed with '{{/dark}}'")
        #expect(failure("{{#light}}{{/dark}}")?.reason == .unexpectedClose("dark", expected: "light"))
        #expect(failure("x\n{{/light}}")?.line == 2)
        #expect(failure("{{#with dark}}x")?.reason == .unclosedSection("with dark"))
        #expect(failure("{{#night}}{{/night}}")?.reason == .unknownSection("night"))
        #expect(failure("a\nb {{color.accent")?.reason == .unterminatedTag)
        #expect(failure("a\nb {{color.accent")?.line == 2)
    }
}
