// libFuzzer entry: the CSV reader on arbitrary bytes. Built by
// Scripts/fuzz.sh.

@testable import CheckoutPricing

/// Parses the input as bytes and, decoded, as a string; both must agree on
/// success, and every record must lie inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let fromBytes = try? CSVReader.parse(bytes)
  if let records = fromBytes {
    for record in records {
      // Invariant: a record's line is inside the input and it has a column per field.
      guard record.line >= 1, record.columns.count == record.fields.count else {
        fatalError("record out of shape: line \(record.line), \(record.fields.count) fields")
      }
    }
    // Well-formed UTF-8 read as a string gives the same records.
    let fromText = try? CSVReader.parse(String(decoding: bytes, as: UTF8.self))
    guard fromText?.map(\.fields) == records.map(\.fields) else {
      fatalError("bytes and string parses differ")
    }
  }
  return 0
}
