import Trellis
import TrellisTestSupport

/// Whether `frame` is `(x, y, width, height)` within the shared tolerance (text widths come from HarfBuzz).
func matches(_ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
  guard let frame else { return false }
  return close(frame.minX, x, 1e-6) && close(frame.minY, y, 1e-6) && close(frame.width, width, 1e-6)
    && close(frame.height, height, 1e-6)
}

/// Whether `size` is `width × height` within the shared tolerance.
func matches(_ size: Size, _ width: Double, _ height: Double) -> Bool {
  close(size.width, width, 1e-6) && close(size.height, height, 1e-6)
}

/// One line of 17-point DejaVu Sans, the height of every single-line `Text` below.
let lineHeight = 19.7890625
