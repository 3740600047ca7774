/// Writes JSON text into bytes in the layout of ``JSONValue/serialized(pretty:)``, for output written member by
/// member (a result's frames) without building a ``JSONValue`` first.
///
/// Numbers are formatted as ``JSONValue`` formats them (whole numbers below 10¹⁵ without a fraction, others in Swift's
/// shortest round-trip form, non-finite ones as `null`), and strings are escaped as it escapes them, so the two
/// writers agree byte for byte (`JSONTextWriterTests`).
///
/// - Complexity: O(1) per call besides the bytes written, unless its documentation says otherwise.
struct JSONTextWriter {
  private(set) var bytes: [UInt8] = []
  let pretty: Bool

  init(pretty: Bool, capacity: Int = 0) {
    self.pretty = pretty
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  @inline(__always)
  mutating func byte(_ b: UInt8) { bytes.append(b) }

  @inline(__always)
  mutating func ascii(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A line break and the indentation of `level` (pretty), or nothing (compact).
  mutating func newline(_ level: Int) {
    guard pretty else { return }
    bytes.append(0x0A)
    for _ in 0..<(2 * level) { bytes.append(0x20) }
  }

  /// `"key": ` (pretty) or `"key":` (compact), after the line break of a member at `level`; `first` leaves out the
  /// comma before it.
  mutating func member(_ key: String, level: Int, first: Bool) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    newline(level)
    string(key)
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(0x20) }
  }

  /// A quoted string, escaped as ``JSONValue/quote(_:)`` escapes it.
  mutating func string(_ s: String) {
    var plain = true
    for b in s.utf8 where b == 0x22 || b == 0x5C || b < 0x20 {
      plain = false
      break
    }
    guard plain else {
      bytes.append(contentsOf: JSONValue.quote(s).utf8)
      return
    }
    bytes.append(0x22)
    // A native string's bytes are contiguous: copied at once rather than through the UTF-8 view's iterator.
    if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: s.utf8)
    }
    bytes.append(0x22)
  }

  /// A number, formatted as ``JSONValue/formatNumber(_:)`` formats it.
  mutating func number(_ value: Double) {
    guard value.isFinite else {
      ascii("null")
      return
    }
    guard value == value.rounded(), abs(value) < 1e15 else {
      bytes.append(contentsOf: String(value).utf8)
      return
    }
    var n = Int64(value)
    if n < 0 {
      bytes.append(UInt8(ascii: "-"))
      n = -n
    }
    integer(UInt64(n))
  }

  /// A whole number's decimal digits (most frame values have one to four), appended one at a time: a loop over a
  /// buffer slice appended at once went through the generic `append(contentsOf:)`.
  private mutating func integer(_ n: UInt64) {
    if n < 10 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n))
      return
    }
    var power: UInt64 = 10
    while power <= n / 10 { power &*= 10 }
    var rest = n
    while power > 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / power))
      rest %= power
      power /= 10
    }
  }

  /// `{"x": …, "y": …, "width": …, "height": …}` on one line, as small objects of numbers are written.
  mutating func rect(_ r: Rect) {
    if pretty {
      ascii("{\"x\": ")
      number(r.minX)
      ascii(", \"y\": ")
      number(r.minY)
      ascii(", \"width\": ")
      number(r.width)
      ascii(", \"height\": ")
      number(r.height)
    } else {
      ascii("{\"x\":")
      number(r.minX)
      ascii(",\"y\":")
      number(r.minY)
      ascii(",\"width\":")
      number(r.width)
      ascii(",\"height\":")
      number(r.height)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// `{"width": …, "height": …}` on one line.
  mutating func size(_ s: Size) {
    ascii(pretty ? "{\"width\": " : "{\"width\":")
    number(s.width)
    ascii(pretty ? ", \"height\": " : ",\"height\":")
    number(s.height)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Any value, as ``JSONValue/serialized(pretty:)`` writes it when it is nested at `level`.
  ///
  /// - Complexity: O(size of the value's text).
  mutating func value(_ value: JSONValue, level: Int) {
    var text = ""
    value.write(into: &text, pretty: pretty, indent: level)
    bytes.append(contentsOf: text.utf8)
  }
}
