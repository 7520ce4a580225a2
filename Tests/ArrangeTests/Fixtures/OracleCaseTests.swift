import XCTest

// One test per oracle case of cases.json (Fixtures/OracleCases*.swift say how each is built).
// Failures print INPUT (the case's SwiftUI code), EXPECTED, ACTUAL and the snapshot tree.

final class OracleCaseTests: XCTestCase {
    /// Every case of cases.json is implemented or skipped (not both), and no id is listed twice.
    func testEveryCaseIsImplementedOrSkipped() {
        let ids = OracleFixture.ordered.map(\.id)
        XCTAssertEqual(ids.count, 61, "cases.json did not load as expected")
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids in cases.json")
        let implemented = oracleCaseFamilies.joined().map(\.0)
        XCTAssertEqual(Set(implemented).count, implemented.count, "an id is implemented twice")
        for id in ids {
            let isImplemented = oracleCases[id] != nil, isSkipped = oracleSkippedCases[id] != nil
            XCTAssertTrue(isImplemented || isSkipped, "case \(id) is neither implemented nor skipped")
            XCTAssertFalse(isImplemented && isSkipped, "case \(id) is both implemented and skipped")
        }
        for id in Set(implemented).union(oracleSkippedCases.keys) {
            XCTAssertNotNil(OracleFixture.all[id], "\(id) is not a case of cases.json")
        }
    }

    /// One generated method per case below; this keeps that list in step with cases.json.
    func testEveryCaseHasATestMethod() {
        let methods = Set(Self.caseMethodNames)
        for fixture in OracleFixture.ordered {
            let name = "test_" + String(fixture.id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            XCTAssertTrue(methods.contains(name), "no test method \(name) for case \(fixture.id)")
        }
    }

    func test_objc_hstack_three_rectangles() throws { try OracleRunner.run("objc-hstack-three-rectangles") }
    func test_objc_hstack_maxwidth_minwidth_overflow() throws { try OracleRunner.run("objc-hstack-maxwidth-minwidth-overflow") }
    func test_oleb_relative_proposed_middle_child() throws { try OracleRunner.run("oleb-relative-proposed-middle-child") }
    func test_fbm_text_proposal_modes() throws { try OracleRunner.run("fbm-text-proposal-modes") }
    func test_fbm_viewthatfits_vertical_uses_parent_width() throws { try OracleRunner.run("fbm-viewthatfits-vertical-uses-parent-width") }
    func test_fbm_default_guides_rectangle() throws { try OracleRunner.run("fbm-default-guides-rectangle") }
    func test_fbm_no_spacing_next_to_spacer() throws { try OracleRunner.run("fbm-no-spacing-next-to-spacer") }
    func test_dual_flexframe_valid() throws { try OracleRunner.run("dual-flexframe-valid") }
    func test_dual_flexframe_negative_min() throws { try OracleRunner.run("dual-flexframe-negative-min") }
    func test_dual_flexframe_ideal_raised_to_min() throws { try OracleRunner.run("dual-flexframe-ideal-raised-to-min") }
    func test_dual_flexframe_nonfinite_min() throws { try OracleRunner.run("dual-flexframe-nonfinite-min") }
    func test_composeui_color_takes_proposal() throws { try OracleRunner.run("composeui-color-takes-proposal") }
    func test_doc_replacing_unspecified_default() throws { try OracleRunner.run("doc-replacing-unspecified-default") }
    func test_doc_grid_divider_unsized() throws { try OracleRunner.run("doc-grid-divider-unsized") }
    func test_majid_fixed_frame_overflow() throws { try OracleRunner.run("majid-fixed-frame-overflow") }
    func test_fbm_grid_nested_span_quirk() throws { try OracleRunner.run("fbm-grid-nested-span-quirk") }
    func test_osui_hstack_frame150() throws { try OracleRunner.run("osui-hstack-frame150") }
    func test_osui_hvstack_spacing() throws { try OracleRunner.run("osui-hvstack-spacing") }
    func test_osui_hvstack_alignment() throws { try OracleRunner.run("osui-hvstack-alignment") }
    func test_osui_hvstack_flexible_colors() throws { try OracleRunner.run("osui-hvstack-flexible-colors") }
    func test_osui_vstack_layoutPriority() throws { try OracleRunner.run("osui-vstack-layoutPriority") }
    func test_osui_vstack_same_size() throws { try OracleRunner.run("osui-vstack-same-size") }
    func test_osui_frame_none() throws { try OracleRunner.run("osui-frame-none") }
    func test_osui_spacer_vstack() throws { try OracleRunner.run("osui-spacer-vstack") }
    func test_osui_spacers_multiple_hstack() throws { try OracleRunner.run("osui-spacers-multiple-hstack") }
    func test_osui_spacers_multiple_vstack() throws { try OracleRunner.run("osui-spacers-multiple-vstack") }
    func test_osui_spacer_minlength_vstack() throws { try OracleRunner.run("osui-spacer-minlength-vstack") }
    func test_osui_spacer_start() throws { try OracleRunner.run("osui-spacer-start") }
    func test_osui_spacer_end() throws { try OracleRunner.run("osui-spacer-end") }
    func test_osui_spacers_both_ends() throws { try OracleRunner.run("osui-spacers-both-ends") }
    func test_osui_spacer_zero_min() throws { try OracleRunner.run("osui-spacer-zero-min") }
    func test_osui_spacers_complex() throws { try OracleRunner.run("osui-spacers-complex") }
    func test_osui_zstack_alignment_center() throws { try OracleRunner.run("osui-zstack-alignment-center") }
    func test_osui_zstack_alignment_top() throws { try OracleRunner.run("osui-zstack-alignment-top") }
    func test_osui_zstack_alignment_bottom() throws { try OracleRunner.run("osui-zstack-alignment-bottom") }
    func test_osui_zstack_alignment_trailing() throws { try OracleRunner.run("osui-zstack-alignment-trailing") }
    func test_osui_zstack_alignment_bottomLeading() throws { try OracleRunner.run("osui-zstack-alignment-bottomLeading") }
    func test_osui_zstack_layoutPriority() throws { try OracleRunner.run("osui-zstack-layoutPriority") }
    func test_osui_padding_defaultPadding() throws { try OracleRunner.run("osui-padding-defaultPadding") }
    func test_osui_padding_specificAmountPadding() throws { try OracleRunner.run("osui-padding-specificAmountPadding") }
    func test_osui_padding_zeroPadding() throws { try OracleRunner.run("osui-padding-zeroPadding") }
    func test_osui_padding_trailingPadding() throws { try OracleRunner.run("osui-padding-trailingPadding") }
    func test_osui_padding_verticalPadding() throws { try OracleRunner.run("osui-padding-verticalPadding") }
    func test_osui_padding_nested() throws { try OracleRunner.run("osui-padding-nested") }
    func test_osui_padding_multiple_edges_nested() throws { try OracleRunner.run("osui-padding-multiple-edges-nested") }
    func test_osui_padding_in_hstack() throws { try OracleRunner.run("osui-padding-in-hstack") }
    func test_osui_position_in_zstack() throws { try OracleRunner.run("osui-position-in-zstack") }
    func test_osui_fixedsize_color() throws { try OracleRunner.run("osui-fixedsize-color") }
    func test_osui_alignmentGuide_stacks() throws { try OracleRunner.run("osui-alignmentGuide-stacks") }
    func test_tk_vstack_default_spacing() throws { try OracleRunner.run("tk-vstack-default-spacing") }
    func test_tk_hstack_default_spacing() throws { try OracleRunner.run("tk-hstack-default-spacing") }
    func test_tk_vstack_spacing0() throws { try OracleRunner.run("tk-vstack-spacing0") }
    func test_tk_hstack_align_top() throws { try OracleRunner.run("tk-hstack-align-top") }
    func test_tk_hstack_align_bottom() throws { try OracleRunner.run("tk-hstack-align-bottom") }
    func test_tk_hstack_priority() throws { try OracleRunner.run("tk-hstack-priority") }
    func test_tk_frame_align_center_center() throws { try OracleRunner.run("tk-frame-align-center-center") }
    func test_tk_frame_align_trailing_top() throws { try OracleRunner.run("tk-frame-align-trailing-top") }
    func test_tk_frame_align_trailing_center() throws { try OracleRunner.run("tk-frame-align-trailing-center") }
    func test_tk_frame_align_trailing_bottom() throws { try OracleRunner.run("tk-frame-align-trailing-bottom") }
    func test_tk_overlay_center_top() throws { try OracleRunner.run("tk-overlay-center-top") }
    func test_tk_overlay_trailing_center() throws { try OracleRunner.run("tk-overlay-trailing-center") }

    static let caseMethodNames = [
        "test_objc_hstack_three_rectangles",
        "test_objc_hstack_maxwidth_minwidth_overflow",
        "test_oleb_relative_proposed_middle_child",
        "test_fbm_text_proposal_modes",
        "test_fbm_viewthatfits_vertical_uses_parent_width",
        "test_fbm_default_guides_rectangle",
        "test_fbm_no_spacing_next_to_spacer",
        "test_dual_flexframe_valid",
        "test_dual_flexframe_negative_min",
        "test_dual_flexframe_ideal_raised_to_min",
        "test_dual_flexframe_nonfinite_min",
        "test_composeui_color_takes_proposal",
        "test_doc_replacing_unspecified_default",
        "test_doc_grid_divider_unsized",
        "test_majid_fixed_frame_overflow",
        "test_fbm_grid_nested_span_quirk",
        "test_osui_hstack_frame150",
        "test_osui_hvstack_spacing",
        "test_osui_hvstack_alignment",
        "test_osui_hvstack_flexible_colors",
        "test_osui_vstack_layoutPriority",
        "test_osui_vstack_same_size",
        "test_osui_frame_none",
        "test_osui_spacer_vstack",
        "test_osui_spacers_multiple_hstack",
        "test_osui_spacers_multiple_vstack",
        "test_osui_spacer_minlength_vstack",
        "test_osui_spacer_start",
        "test_osui_spacer_end",
        "test_osui_spacers_both_ends",
        "test_osui_spacer_zero_min",
        "test_osui_spacers_complex",
        "test_osui_zstack_alignment_center",
        "test_osui_zstack_alignment_top",
        "test_osui_zstack_alignment_bottom",
        "test_osui_zstack_alignment_trailing",
        "test_osui_zstack_alignment_bottomLeading",
        "test_osui_zstack_layoutPriority",
        "test_osui_padding_defaultPadding",
        "test_osui_padding_specificAmountPadding",
        "test_osui_padding_zeroPadding",
        "test_osui_padding_trailingPadding",
        "test_osui_padding_verticalPadding",
        "test_osui_padding_nested",
        "test_osui_padding_multiple_edges_nested",
        "test_osui_padding_in_hstack",
        "test_osui_position_in_zstack",
        "test_osui_fixedsize_color",
        "test_osui_alignmentGuide_stacks",
        "test_tk_vstack_default_spacing",
        "test_tk_hstack_default_spacing",
        "test_tk_vstack_spacing0",
        "test_tk_hstack_align_top",
        "test_tk_hstack_align_bottom",
        "test_tk_hstack_priority",
        "test_tk_frame_align_center_center",
        "test_tk_frame_align_trailing_top",
        "test_tk_frame_align_trailing_center",
        "test_tk_frame_align_trailing_bottom",
        "test_tk_overlay_center_top",
        "test_tk_overlay_trailing_center",
    ]
}
