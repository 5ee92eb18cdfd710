@_spi(Tool) import CheckoutPricing
import Foundation

/// `checkout-pricing import FORMAT FILE --into DIR [--merge]`: converts
/// another system's export into a merchant folder's tables, prints what it
/// made and refused, then validates the folder.
enum ImportCommand {
  static let usage = """
    USAGE: checkout-pricing import FORMAT FILE --into DIR [--merge]

    Reads FILE, an export in FORMAT, and writes the tables it describes into the merchant folder DIR,
    replacing those tables (--merge adds to them instead) and keeping the rest of the folder. Prints the
    rows read, what was made and each refused row as FILE:line: error: reason, then validates DIR.

    FORMATS:
      woocommerce-tax   WooCommerce's tax-rate export; writes tax_jurisdictions.csv, tax_areas.csv and
                        tax_rates.csv (RateTables/README.md, "Importing a WooCommerce tax-rate export").
      magento-tax       Magento 2's tax-rate export; writes the same three files (RateTables/README.md,
                        "Importing a Magento tax-rate export").

    EXIT CODES: 0 imported and valid, 1 rows refused or the folder does not validate, 2 usage error.
    """

  static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
    throws(CommandLineArguments.UsageError) -> Int32
  {
    let parsed = try CommandLineArguments(
      parsing: arguments, as: .init(options: ["--into"], flags: ["--merge", "--help", "-h"], maximumPositionals: 2))
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      print(usage, to: &output)
      return 0
    }
    guard parsed.positionals.count == 2 else {
      throw CommandLineArguments.UsageError(message: "import needs a FORMAT and a FILE")
    }
    guard let format = TableImport.Format(rawValue: parsed.positionals[0]) else {
      let formats = TableImport.Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandLineArguments.UsageError(message: "unknown format '\(parsed.positionals[0])'; one of \(formats)")
    }
    guard let directory = parsed.options["--into"] else {
      throw CommandLineArguments.UsageError(message: "import needs --into DIR, the merchant folder to write")
    }
    let path = parsed.positionals[1]
    guard let data = FileManager.default.contents(atPath: path) else {
      print("checkout-pricing: error: cannot read \(path)", to: &errors)
      return 1
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
      print("checkout-pricing: error: \(directory) is not a folder; make the merchant folder first", to: &errors)
      return 1
    }
    let tableNames = ["tax_jurisdictions.csv", "tax_areas.csv", "tax_rates.csv"]
    var existing: [String: String]?
    if parsed.flags.contains("--merge") {
      var texts: [String: String] = [:]
      for name in tableNames {
        if let data = FileManager.default.contents(atPath: "\(directory)/\(name)") {
          texts[name] = String(decoding: data, as: UTF8.self)
        }
      }
      existing = texts
    }

    let result = TableImport.run(
      format, bytes: [UInt8](data), file: (path as NSString).lastPathComponent, merging: existing)
    print(result.report, to: &output)
    guard !result.files.isEmpty else {
      print("\(directory): nothing written", to: &output)
      return 1
    }
    for (name, text) in result.files.sorted(by: { $0.key < $1.key }) {
      guard FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data(text.utf8)) else {
        print("checkout-pricing: error: cannot write \(directory)/\(name)", to: &errors)
        return 1
      }
    }
    let validation = try ValidateCommand.run([directory], output: &output, errors: &errors)
    return result.refusals.isEmpty ? validation : 1
  }
}
