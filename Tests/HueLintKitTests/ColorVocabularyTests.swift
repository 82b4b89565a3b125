import XCTest
@testable import HueLintCLI
@testable import HueLintKit

/// The colour vocabulary has one source (`ColorVocabulary`, its palette members derived from
/// `PaletteColors`); these tests tie to it the lists that cannot be derived.
final class ColorVocabularyTests: XCTestCase {
    /// Every name any list knows, and near misses: what the byte switch must accept or refuse.
    private var candidateNames: Set<String> {
        var names = ColorVocabulary.swiftPaletteMembers
            .union(ColorVocabulary.swiftAdaptiveMembers)
            .union(ColorVocabulary.systemHueMembers)
            .union(ColorVocabulary.composePaletteMembers)
            .union(ColorVocabulary.androidPaletteMembers)
            .union(PaletteColors.uiKit.keys).union(PaletteColors.swiftUI.keys)
            .union(PaletteColors.compose.keys).union(PaletteColors.android.keys)
        for name in names {
            names.insert(name.lowercased())
            names.insert(name + "s")
            names.insert(String(name.dropLast()))
        }
        return names.union(["grey", "darkGrey", "lightGrey", "gold", "silver", "navy", "violet"])
    }

    /// `direct-palette-reference` tests palette members by bytes for speed: it must accept exactly
    /// `swiftPlatformPaletteMembers`.
    func testByteSwitchAcceptsExactlyThePlatformPaletteMembers() {
        var accepted: Set<String> = []
        for name in candidateNames.sorted() {
            let ctx = FileContext(file: SourceFile(path: "A.swift", text: "let x = ." + name, language: .swift))
            let p = ctx.count - 1  // `let`, `x`, `=`, `.`, the name
            XCTAssertEqual(ctx.text(p), name)
            if DirectPaletteReferenceRule.isSwiftPaletteMember(ctx, p) { accepted.insert(name) }
        }
        XCTAssertEqual(accepted, ColorVocabulary.swiftPlatformPaletteMembers,
                       "accepted but not in the vocabulary: \(accepted.subtracting(ColorVocabulary.swiftPlatformPaletteMembers).sorted()); "
                           + "in the vocabulary but refused: \(ColorVocabulary.swiftPlatformPaletteMembers.subtracting(accepted).sorted())")
    }

    /// Every SwiftUI/UIKit palette member has a value the token fixes can match, but UIKit's text colours.
    func testEverySwiftPaletteMemberHasAValue() {
        for name in ColorVocabulary.swiftPlatformPaletteMembers.subtracting(ColorVocabulary.uiKitTextColors) {
            XCTAssertTrue(PaletteColors.uiKit[name] != nil || PaletteColors.swiftUI[name] != nil, "\(name) has no PaletteColors value")
        }
        XCTAssertTrue(ColorVocabulary.uiKitTextColors.isSubset(of: ColorVocabulary.swiftPlatformPaletteMembers))
        XCTAssertFalse(ColorVocabulary.swiftPlatformPaletteMembers.contains("grey"), "no platform defines grey")
        XCTAssertEqual(ColorVocabulary.swiftPaletteMembers.subtracting(ColorVocabulary.swiftPlatformPaletteMembers), ["grey"])
    }

    func testEveryKotlinPaletteMemberHasAValue() {
        XCTAssertEqual(ColorVocabulary.composePaletteMembers, Set(PaletteColors.compose.keys))
        XCTAssertEqual(ColorVocabulary.androidPaletteMembers, Set(PaletteColors.android.keys))
        // Compose and android.graphics name the same colours, in their own spelling.
        let spelled = { (name: String) in name.lowercased().replacingOccurrences(of: "dk", with: "dark").replacingOccurrences(of: "lt", with: "light") }
        XCTAssertEqual(Set(ColorVocabulary.composePaletteMembers.map(spelled)), Set(ColorVocabulary.androidPaletteMembers.map(spelled)))
    }

    /// A name is either a fixed palette pick or an adaptive colour, never both; the system hues and
    /// SwiftUI's named colours but white and black adapt.
    func testPaletteAndAdaptiveMembersAreDisjoint() {
        XCTAssertTrue(ColorVocabulary.swiftPaletteMembers.isDisjoint(with: ColorVocabulary.swiftAdaptiveMembers))
        XCTAssertTrue(ColorVocabulary.systemHueMembers.isSubset(of: ColorVocabulary.swiftAdaptiveMembers))
        XCTAssertTrue(ColorVocabulary.swiftUISystemHues.isSubset(of: ColorVocabulary.swiftUIPaletteMembers))
        XCTAssertEqual(ColorVocabulary.swiftUIPaletteMembers.subtracting(ColorVocabulary.swiftUISystemHues), ["white", "black"])
        // Every system hue names a SwiftUI hue: `systemRed` is UIKit's `red` that adapts.
        for hue in ColorVocabulary.systemHueMembers {
            let base = String(hue.dropFirst("system".count))
            XCTAssertTrue(ColorVocabulary.swiftUISystemHues.contains(base.prefix(1).lowercased() + base.dropFirst()), hue)
        }
    }

    /// The audit counts system semantic colours as design-system uses: none of them is a fixed
    /// palette member (`.darkText` is fixed, not semantic), and the adaptive ones the rules know are there.
    func testAuditSystemNamesAreNotPaletteMembers() {
        let audit = DesignSystemUses.systemNames.union(DesignSystemUses.qualifiedSystemNames)
        XCTAssertTrue(audit.isDisjoint(with: ColorVocabulary.swiftPaletteMembers),
                      "\(audit.intersection(ColorVocabulary.swiftPaletteMembers).sorted())")
        let semantic = ColorVocabulary.swiftAdaptiveMembers.filter { !$0.hasPrefix("systemGray") && $0 != "clear" && $0 != "tint" }
            .subtracting(ColorVocabulary.systemHueMembers)
        XCTAssertEqual(semantic.subtracting(audit), [], "semantic colours the audit does not count")
    }

    func testColorTypes() {
        XCTAssertEqual(ColorVocabulary.swiftColorTypes.subtracting(ColorVocabulary.platformColorTypes), ["Color"])
        for type in ColorVocabulary.swiftColorTypes { XCTAssertTrue(ColorVocabulary.isColorTypeName(type), type) }
        XCTAssertTrue(ColorVocabulary.colorExtensionTargets.subtracting(["ShapeStyle"]).isSubset(of: ColorVocabulary.swiftColorTypes))
        // Each narrower list is a part of the wider one: classes ⊂ palette types ⊂ platform types.
        XCTAssertEqual(ColorVocabulary.platformColorTypes, ["UIColor", "NSColor", "CGColor", "CIColor", "SKColor"])
        XCTAssertEqual(ColorVocabulary.platformPaletteTypes, ColorVocabulary.platformColorTypes.subtracting(["CIColor"]))
        XCTAssertEqual(ColorVocabulary.platformColorClasses, ColorVocabulary.platformPaletteTypes.subtracting(["CGColor"]))
        XCTAssertEqual(ColorVocabulary.uiFrameworkColorTypes, ColorVocabulary.systemColorClasses.union(["Color"]))
        XCTAssertTrue(ColorVocabulary.systemColorClasses.isSubset(of: ColorVocabulary.platformColorClasses))
        // The audit reads semantic colours after the UI frameworks' types.
        XCTAssertEqual(DesignSystemUses.colorTypes, ColorVocabulary.uiFrameworkColorTypes)
    }

    /// `direct-palette-reference` finds the type of a palette chain by bytes: `Color`, and in Swift
    /// the platform colour classes, exactly.
    func testPaletteTypesByBytesAreTheColorClasses() {
        let candidates = ColorVocabulary.swiftColorTypes.union(["ShapeStyle", "Colors", "UIColors", "color", "SwiftUI", "Int"])
        for language in [Language.swift, .kotlin] {
            var accepted: Set<String> = []
            for name in candidates {
                let ctx = FileContext(file: SourceFile(path: language == .swift ? "A.swift" : "A.kt", text: "x = " + name,
                                                       language: language))
                let p = ctx.count - 1
                XCTAssertEqual(ctx.text(p), name)
                if DirectPaletteReferenceRule.isPaletteType(ctx, p) { accepted.insert(name) }
            }
            XCTAssertEqual(accepted, language == .swift ? ColorVocabulary.platformColorClasses.union(["Color"]) : ["Color"])
        }
    }

    /// Colour words are one list: the neutrals and the hues are parts of it, every single-word palette
    /// member is one, and a token named by one alone names only a colour.
    func testColorWords() {
        XCTAssertTrue(ColorVocabulary.neutralColorWords.isSubset(of: ColorVocabulary.colorWords))
        XCTAssertTrue(ColorVocabulary.hueWords.isSubset(of: ColorVocabulary.colorWords))
        XCTAssertTrue(ColorVocabulary.neutralColorWords.isDisjoint(with: ColorVocabulary.hueWords))
        XCTAssertEqual(ColorVocabulary.colorWords.count, 23)
        XCTAssertEqual(ColorVocabulary.swiftUIPaletteMembers.subtracting(ColorVocabulary.colorWords), [])
        // Compose's `DarkGray` and Android's `LTGRAY` are two words.
        let kotlin = ColorVocabulary.composePaletteMembers.union(ColorVocabulary.androidPaletteMembers).map { $0.lowercased() }
        for name in kotlin where !["dark", "light", "dk", "lt"].contains(where: name.hasPrefix) {
            XCTAssertTrue(ColorVocabulary.colorWords.contains(name), name)
        }
        for word in ColorVocabulary.colorWords { XCTAssertTrue(TokenFixes.namesOnlyAColor(word), word) }
        XCTAssertTrue(ColorVocabulary.colorNameLastWords.isSuperset(of: ColorVocabulary.colorNameFragments))
    }

    /// Every label the source colour parser reads a channel from is a channel label or a companion:
    /// `raw-color-initializer` reports what the parser can value.
    func testChannelLabelsCoverTheParser() {
        let calls = [
            "UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)", "Color(white: 0.5, opacity: 0.5)",
            "UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)", "UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)",
            "NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)", "Color(.sRGB, red: 1, green: 0, blue: 0)", "CGColor(gray: 0.5, alpha: 1)",
            "Color(r: 1, g: 0, b: 0, a: 1)",
        ]
        for call in calls {
            let code = "let c = " + call
            let ctx = FileContext(file: SourceFile(path: "A.swift", text: code, language: .swift))
            XCTAssertNotNil(SourceColorParser(ctx).color(in: ByteRange(8, code.utf8.count)), call)
            let labels = call.split(whereSeparator: { "(, ".contains($0) }).filter { $0.hasSuffix(":") }.map { String($0.dropLast()) }
            for label in labels {
                XCTAssertTrue(ColorVocabulary.channelLabels.union(ColorVocabulary.channelCompanionLabels).contains(label), label)
            }
        }
    }
}
