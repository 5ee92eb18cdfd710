import CheckoutPricing
import CheckoutPricingImport
import Foundation

/// `checkout-pricing import FORMAT FILE --into DIR [--merge] [--skip-refused]`: converts
/// another system's export into a merchant folder's tables, prints what it
/// made and refused, then validates the folder.
enum ImportCommand {
  static let usage = """
    USAGE: checkout-pricing import FORMAT FILE --into DIR [--merge] [--skip-refused]
           checkout-pricing import magento-tablerate FILE --into DIR --service ID --condition weight|subtotal|items
                                   [--weight-unit lb|kg|g|oz] [--transit MIN-MAX] [--merge] [--skip-refused]

    Reads FILE, an export in FORMAT, and writes the tables it describes into the merchant folder DIR,
    replacing those tables (--merge adds to them instead) and keeping the rest of the folder. Prints the
    rows read, what was made and each refused row as FILE:line: error: reason, then validates DIR.
    All or nothing: the new tables are loaded with the rest of DIR first, and with any refused row, any
    error loading them or any failure writing, nothing in DIR changes and the report ends "nothing written".
    --skip-refused writes the rows that are not refused, lists each skipped row with its reason, and writes
    the skipped rows, with a last column "reason", to FILE's name with .rejected.csv beside FILE; nothing is
    written still when every row is refused, the header cannot be read, or the tables do not load.

    FORMATS:
      woocommerce-tax   WooCommerce's tax-rate export; writes tax_jurisdictions.csv, tax_areas.csv and
                        tax_rates.csv (RateTables/README.md, "Importing a WooCommerce tax-rate export").
      magento-tax       Magento 2's tax-rate export; writes the same three files (RateTables/README.md,
                        "Importing a Magento tax-rate export").
      magento-tablerate Magento 2's table-rate export, by weight, order subtotal or number of items; writes the
                        zones and rates of the service --service (made when missing), splitting zones so other
                        services keep their prices (RateTables/README.md, "Importing Magento table rates").
                        --merge keeps the service's rows in zones the file does not price. --weight-unit is the
                        file's weight unit for a new service (default lb, Magento's); --transit gives business
                        days for zones the service did not list before.

    EXIT CODES: 0 imported and valid, 1 nothing written (rows refused, the tables do not load, a file cannot
                be written), 2 usage error.
    """

  static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream)
    throws(CommandLineArguments.UsageError) -> Int32
  {
    let parsed = try CommandLineArguments(
      parsing: arguments,
      as: .init(
        options: ["--into", "--service", "--condition", "--weight-unit", "--transit"],
        flags: ["--merge", "--skip-refused", "--help", "-h"], maximumPositionals: 2))
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
    var shipping: TableImport.ShippingOptions?
    if format.isShipping {
      shipping = try shippingOptions(parsed)
    } else {
      for option in ["--service", "--condition", "--weight-unit", "--transit"] where parsed.options[option] != nil {
        throw CommandLineArguments.UsageError(message: "\(option) is for shipping formats, not \(format.rawValue)")
      }
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
    let file = (path as NSString).lastPathComponent
    let skipping = parsed.flags.contains("--skip-refused")
    let result = TableImport.run(
      format, bytes: [UInt8](data), file: file, into: directory, options: shipping,
      merging: parsed.flags.contains("--merge"), skippingRefused: skipping,
      rejectsFile: skipping ? rejectsPath(for: path) : nil)
    print(result.report, to: &output)
    guard result.nothingWritten == nil, let book = result.book else { return 1 }
    // The folder as written is the book the import loaded before writing:
    // its summary and warnings, without loading the folder again.
    ValidateCommand.report(book, directory: directory, output: &output, errors: &errors)
    return 0
  }

  /// Where `--skip-refused` writes the rows it skipped: beside the export,
  /// `tax_rates.csv` giving `tax_rates.rejected.csv`.
  static func rejectsPath(for export: String) -> String {
    let name = (export as NSString).lastPathComponent
    let stem = (name as NSString).deletingPathExtension
    let folder = (export as NSString).deletingLastPathComponent
    let file = (stem.isEmpty ? name : stem) + ".rejected.csv"
    return folder.isEmpty ? file : folder + "/" + file
  }

  /// `--service`, `--condition`, `--weight-unit` and `--transit`, checked.
  private static func shippingOptions(_ parsed: CommandLineArguments) throws(CommandLineArguments.UsageError)
    -> TableImport.ShippingOptions
  {
    guard let service = parsed.options["--service"], !service.isEmpty,
      service.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F })
    else {
      throw CommandLineArguments.UsageError(
        message: "magento-tablerate needs --service ID, the service to price (lowercase letters, digits, - and _)")
    }
    let conditions = TableImport.ShippingOptions.Condition.allCases.map(\.rawValue).joined(separator: ", ")
    guard let text = parsed.options["--condition"],
      let condition = TableImport.ShippingOptions.Condition(rawValue: text)
    else {
      throw CommandLineArguments.UsageError(
        message: "magento-tablerate needs --condition, what the rows are by: one of \(conditions)")
    }
    var unit: WeightUnit?
    if let text = parsed.options["--weight-unit"] {
      guard let found = WeightUnit(rawValue: text) else {
        throw CommandLineArguments.UsageError(message: "--weight-unit '\(text)' is not one of kg, g, lb, oz")
      }
      unit = found
    }
    var transit: ClosedRange<Int>?
    if let text = parsed.options["--transit"] {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard parts.count == 2, let low = parts[0], let high = parts[1], low >= 0, low <= high, high <= 365 else {
        throw CommandLineArguments.UsageError(
          message: "--transit '\(text)' is not MIN-MAX business days, such as 2-5")
      }
      transit = low...high
    }
    return TableImport.ShippingOptions(service: service, condition: condition, weightUnit: unit, transit: transit)
  }
}
