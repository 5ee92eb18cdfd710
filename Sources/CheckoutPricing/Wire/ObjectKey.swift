/// The keys one kind of request object may have: a case for each key that
/// is read, whose raw value is the key's position in ``names``.
protocol ObjectKey: RawRepresentable<Int>, CaseIterable {
  /// Every key the object may have, at most ``RequestReader/Fields/capacity``;
  /// keys that are accepted but not read come after the cases' keys.
  static var names: [StaticString] { get }
  /// Where ``RequestReader/Fields`` keeps each key's node, inline: 16
  /// keys unless an object needs more.
  associatedtype Storage: SIMD<Int> = SIMD16<Int>
}
