import TrellisCore
import TrellisSolver

/// The constraint layouts the solver tests and the benchmark share: a form of labels and fields, and rows of two boxes
/// with tied hugging.
public enum ConstraintForms {
  /// Rows of a label (a box `labels[k]` wide, 20 high, id `l<k>`) and a field (a rectangle: no intrinsic size, id
  /// `f<k>`), each label 8 from the container's leading edge, each field at least 8 after its label, every field
  /// starting where the first does, and 8 from the container's trailing edge. With `aligned`, the fields start exactly
  /// 8 after the widest label (otherwise anywhere after it: their common leading is free on a segment). With `pinned`,
  /// each row is 8 below the previous one (the first 8 below the top), a field is as high as its label, and the
  /// container ends 8 below the last row; otherwise no top is set. `extra`, when given, is one more child after the
  /// rows, in no constraint.
  ///
  /// - Complexity: O(labels) constraints.
  public static func labelsAndFields(
    _ labels: [Double], aligned: Bool = false, pinned: Bool = true, extra: Node? = nil
  ) -> ConstraintLayout {
    let widest = labels.indices.max { labels[$0] < labels[$1] } ?? 0
    return ConstraintLayout {
      for (k, w) in labels.enumerated() {
        Box(width: w, height: 20).id("l\(k)")
        Rectangle().id("f\(k)")
      }
      if let extra { extra }
    } constraints: { p in
      let container = p.container
      for k in labels.indices {
        let label = p["l\(k)"]
        let field = p["f\(k)"]
        label.leading == container.leading + 8
        field.leading >= label.trailing + 8
        if k > 0 { field.leading == p["f0"].leading } else if aligned { field.leading == p["l\(widest)"].trailing + 8 }
        container.trailing == field.trailing + 8
        if pinned {
          if k == 0 { label.top == container.top + 8 } else { label.top == p["l\(k - 1)"].bottom + 8 }
          field.top == label.top
          field.height == label.height
        }
      }
      if pinned, !labels.isEmpty { container.bottom == p["l\(labels.count - 1)"].bottom + 8 }
    }
  }

  /// The children's sizings of ``labelsAndFields(_:aligned:pinned:extra:)``: each label its box, each field no intrinsic
  /// size.
  public static func sizings(_ labels: [Double]) -> [ConstraintLayout.ChildSizing] {
    labels.flatMap { w -> [ConstraintLayout.ChildSizing] in
      [.init(intrinsicSize: Size(width: w, height: 20)), .init(intrinsicWidth: nil, intrinsicHeight: nil)]
    }
  }

  /// Rows of two boxes of equal hugging (40 and 60 wide, ids `a<k>` and `b<k>`) between the container's edges, 8
  /// apart and 8 from each edge, row `k` at 30·k: either box may take the extra width.
  ///
  /// - Complexity: O(rows) constraints.
  public static func tiedRows(_ rows: Int) -> ConstraintLayout {
    ConstraintLayout {
      for k in 0..<rows {
        Box(width: 40, height: 20).id("a\(k)")
        Box(width: 60, height: 20).id("b\(k)")
      }
    } constraints: { p in
      for k in 0..<rows {
        p["a\(k)"].leading == p.container.leading + 8
        p["b\(k)"].leading == p["a\(k)"].trailing + 8
        p["b\(k)"].trailing == p.container.trailing - 8
        p["a\(k)"].top == p.container.top + Double(30 * k)
        p["b\(k)"].top == p["a\(k)"].top
      }
    }
  }
}
