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
    }
}
