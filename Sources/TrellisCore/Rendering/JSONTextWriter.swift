/// Writes JSON text into bytes in the layout of ``JSONValue/serialized(pretty:)``, for output written member by
/// member (a result's frames) without building a ``JSONValue`` first.
///
/// Numbers are formatted as ``JSONValue`` formats them (whole numbers below 10¹⁵ without a fraction, others in Swift's
/// shortest round-trip form, non-finite ones as `null`), and strings are escaped as it escapes them, so the two
/// writers agree byte for byte (`JSONTextWriterTests`).
///
/// - Complexity: O(1) per call besides the bytes written, unless its documentation says otherwise.
struct JSONTextWriter {
  /// The bytes written, in memory the writer grows itself: `Array`'s appends check uniqueness and capacity through
  /// generic code on every call, which cost more than the JSON's own work per frame.
  private final class Bytes {
    var start: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
      self.capacity = max(64, capacity)
      start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Room for `n` more bytes.
    @inline(__always)
    func reserve(_ n: Int) {
      if count + n > capacity { grow(count + n) }
    }

    @inline(never)
    func grow(_ needed: Int) {
      let capacity = max(needed, 2 * self.capacity)
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      moved.update(from: start, count: count)
      start.deallocate()
      start = moved
      self.capacity = capacity
    }
  }

  private let out: Bytes
  let pretty: Bool

  init(pretty: Bool, capacity: Int = 0) {
    self.pretty = pretty
    out = Bytes(capacity: capacity)
  }

  /// The text written so far.
  var text: String { String(decoding: UnsafeBufferPointer(start: out.start, count: out.count), as: UTF8.self) }

  @inline(__always)
  func byte(_ b: UInt8) {
    out.reserve(1)
    out.start[out.count] = b
    out.count &+= 1
  }

  /// Bytes copied at once.
  func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress else { return }
    out.reserve(buffer.count)
    (out.start + out.count).update(from: base, count: buffer.count)
    out.count &+= buffer.count
  }

  @inline(__always)
  func ascii(_ s: StaticString) {
    s.withUTF8Buffer { append($0) }
  }

  /// A line break and the indentation of `level` (pretty), or nothing (compact).
  func newline(_ level: Int) {
    guard pretty else { return }
    out.reserve(1 + 2 * level)
    out.start[out.count] = 0x0A
    (out.start + out.count + 1).initialize(repeating: 0x20, count: 2 * level)
    out.count &+= 1 + 2 * level
  }

  /// `"key": ` (pretty) or `"key":` (compact), after the line break of a member at `level`; `first` leaves out the
  /// comma before it.
  func member(_ key: String, level: Int, first: Bool) {
    if !first { byte(UInt8(ascii: ",")) }
    newline(level)
    string(key)
    if pretty { ascii(": ") } else { byte(UInt8(ascii: ":")) }
  }

  /// A quoted string, escaped as ``JSONValue/quote(_:)`` escapes it.
  func string(_ s: String) {
    var s = s
    // A native string's bytes are contiguous (made so once otherwise): scanned and copied in place.
    s.withUTF8 { utf8 in
      for b in utf8 where b == 0x22 || b == 0x5C || b < 0x20 {
        let quoted = JSONValue.quote(String(decoding: utf8, as: UTF8.self))
        var copy = quoted
        copy.withUTF8 { append($0) }
        return
      }
      byte(0x22)
      append(utf8)
      byte(0x22)
    }
  }

  /// A number, formatted as ``JSONValue/formatNumber(_:)`` formats it.
  func number(_ value: Double) {
    guard value.isFinite else {
      ascii("null")
      return
    }
    // Whole numbers below 10¹⁵ (JSONValue's rule), tested without a call to `rounded()`.
    guard abs(value) < 1e15, Double(Int64(value)) == value else {
      var text = String(value)
      text.withUTF8 { append($0) }
      return
    }
    var n = Int64(value)
    if n < 0 {
      byte(UInt8(ascii: "-"))
      n = -n
    }
    integer(UInt64(n))
  }

  /// A whole number's decimal digits (most frame values have one to four), appended one at a time: a loop over a
  /// buffer slice appended at once went through the generic `append(contentsOf:)`.
  private func integer(_ n: UInt64) {
    if n < 10 {
      byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n))
      return
    }
    var digits = 2
    var power: UInt64 = 100
    while power <= n, digits < 15 {
      power &*= 10
      digits += 1
    }
    out.reserve(digits)
    var rest = n
    var k = out.count + digits
    while k > out.count {
      k -= 1
      out.start[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    out.count &+= digits
  }

  /// `{"x": …, "y": …, "width": …, "height": …}` on one line, as small objects of numbers are written.
  func rect(_ r: Rect) {
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
    byte(UInt8(ascii: "}"))
  }

  /// `{"width": …, "height": …}` on one line.
  func size(_ s: Size) {
    ascii(pretty ? "{\"width\": " : "{\"width\":")
    number(s.width)
    ascii(pretty ? ", \"height\": " : ",\"height\":")
    number(s.height)
    byte(UInt8(ascii: "}"))
  }

  /// Any value, as ``JSONValue/serialized(pretty:)`` writes it when it is nested at `level`.
  ///
  /// - Complexity: O(size of the value's text).
  func value(_ value: JSONValue, level: Int) {
    var text = ""
    value.write(into: &text, pretty: pretty, indent: level)
    text.withUTF8 { append($0) }
  }
}
