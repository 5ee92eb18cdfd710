// libFuzzer entry: the importers of other systems' exports on arbitrary
// bytes. Built by Scripts/fuzz.sh.

@_spi(Tool) @_spi(Reference) @testable import CheckoutPricing

/// Imports the input in every format; each import must account for every
/// row it read, name refusals by lines of the input, and write either files
/// or a refusal saying why not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $0 + ($1 == 10 || $1 == 13 ? 1 : 0) }
  for format in TableImport.Format.allCases {
    let result = TableImport.run(format, bytes: bytes, file: "export.csv")
    guard result.rowsRefused <= result.rowsRead else {
      fatalError("\(format): \(result.rowsRefused) refused of \(result.rowsRead) read")
    }
    guard result.refusals.allSatisfy({ $0.location.file != "export.csv" || (1...lines).contains($0.location.line) })
    else { fatalError("\(format): a refusal outside the input's \(lines) lines") }
    guard !result.files.isEmpty || !result.refusals.isEmpty else {
      fatalError("\(format): nothing written and no refusal says why")
    }
  }
  return 0
}
