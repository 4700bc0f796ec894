import DBus
import ThemeConfiguration

/// Where an override layer applies (issue 12 §2): everywhere (`global`), in one app, or in one
/// context of one app. Built only through ``init(appID:context:)``, which checks both names.
public struct OverrideScope: Sendable, Hashable, Comparable {
    /// The app id, or `""` for the global layer.
    public let appID: String
    /// The context within the app, or `""` for the whole app.
    public let context: String

    /// The global layer.
    public static let global = OverrideScope(checkedAppID: "", context: "")

    /// The longest context accepted.
    static let maximumContextBytes = 64

    /// The scope `appID` (`""`: global) and `context` (`""`: the whole app) name; throws a named
    /// error when the app id is not a D-Bus-style or reverse-DNS id, the context is empty of an
    /// app, too long or holds control characters.
    public init(appID: String, context: String) throws(DBusError) {
        if !appID.isEmpty, let problem = OverrideScope.problem(withAppID: appID) { throw problem }
        if !context.isEmpty {
            guard !appID.isEmpty else {
                throw ThemeRequestError.invalidArgument("a context needs an app id: contexts refine one app's overrides")
            }
            guard context.utf8.count <= OverrideScope.maximumContextBytes else {
                throw ThemeRequestError.tooLarge("the context is \(context.utf8.count) bytes; at most \(OverrideScope.maximumContextBytes) are accepted")
            }
            guard !context.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw ThemeRequestError.invalidArgument("context \(ThemeRequestError.quoted(context)) holds control characters; expected printable text")
            }
        }
        self.init(checkedAppID: appID, context: context)
    }

    private init(checkedAppID: String, context: String) {
        appID = checkedAppID
        self.context = context
    }

    /// Whether this is the global layer.
    public var isGlobal: Bool { appID.isEmpty }

    /// The scope of the whole app this scope belongs to (itself for an app or the global layer).
    var app: OverrideScope { OverrideScope(checkedAppID: appID, context: "") }

    /// The scope as a message shows it: `global`, `app 'x'`, `app 'x' context 'y'`.
    var label: String {
        if isGlobal { return "the global layer" }
        return context.isEmpty ? "app '\(appID)'" : "app '\(appID)' context \(ThemeRequestError.quoted(context))"
    }

    /// Global first, then by app id, the whole app before its contexts.
    public static func < (lhs: OverrideScope, rhs: OverrideScope) -> Bool {
        (lhs.appID, lhs.context) < (rhs.appID, rhs.context)
    }

    /// Why `appID` is not an app id (``AppIDSyntax``), or nil.
    static func problem(withAppID appID: String) -> DBusError? {
        AppIDSyntax.problem(appID).map { ThemeRequestError.invalidArgument("app id \(ThemeRequestError.quoted(appID)) \($0)") }
    }
}
