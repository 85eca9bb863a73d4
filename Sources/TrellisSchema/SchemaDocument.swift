import TrellisDiagnostics

/// One input file's schema, whole: its root, and under `$defs` every type the root refers to,
/// however deeply, each once and sorted by name. Printed the same, byte for byte, every time.
package struct SchemaDocument {
  /// `$id`: a name, not an address (nothing is fetched from it): `urn:trellis:schema:site`.
  package var id: String
  /// `title`.
  package var title: String
  /// The file's schema.
  package var root: JSONSchema

  package init(id: String, title: String, root: JSONSchema) {
    self.id = id
    self.title = title
    self.root = root
  }

  /// The JSON Schema dialect of every Trellis schema.
  package static let dialect = "https://json-schema.org/draft/2020-12/schema"

  /// The types the root refers to, by name.
  package var definitions: [(name: String, schema: JSONSchema)] {
    var found: [String: JSONSchema] = [:]
    var pending = JSONSchema.references(in: root)
    while let type = pending.popLast() {
      guard found[type.schemaName] == nil else { continue }
      let schema = type.schema
      found[type.schemaName] = schema
      pending += JSONSchema.references(in: schema)
    }
    return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The document as JSON text: two-space indentation, a newline at the end.
  package var text: String {
    var members: [(String, JSONLiteral)] = [
      ("$schema", .string(Self.dialect)), ("$id", .string(id)), ("title", .string(title)),
    ]
    members += root.members
    let definitions = definitions
    if !definitions.isEmpty {
      members.append(("$defs", .object(definitions.map { ($0.name, .object($0.schema.members)) })))
    }
    var output = ""
    JSONLiteral.object(members).write(to: &output, indent: "")
    return output + "\n"
  }
}

extension JSONSchema {
  /// Every type referred to in `schema` (not in the types it refers to).
  static func references(in schema: JSONSchema) -> [any SchemaDescribed.Type] {
    var found: [any SchemaDescribed.Type] = schema.reference.map { [$0] } ?? []
    var nested = schema.properties.map(\.schema) + schema.oneOf + schema.anyOf + schema.allOf
    nested += [schema.items, schema.not, schema.propertyNames, schema.contains].compactMap { $0?.schema }
    nested += [schema.condition?.if, schema.condition?.then].compactMap { $0?.schema }
    if case .schema(let values)? = schema.additionalProperties { nested.append(values) }
    for child in nested { found += references(in: child) }
    return found
  }

  /// The schema's keywords as JSON members, in the order an editor's reader expects: what it is,
  /// then its constraints, then its parts.
  var members: [(key: String, value: JSONLiteral)] {
    var members: [(key: String, value: JSONLiteral)] = []
    func add(_ key: String, _ value: JSONLiteral?) {
      if let value { members.append((key, value)) }
    }
    add("description", description.map(JSONLiteral.string))
    add("$ref", reference.map { .string("#/$defs/\($0.schemaName)") })
    add("type", kind.map { .string($0.rawValue) })
    add("enum", names.map { .array($0.map(JSONLiteral.string)) })
    add("const", constant)
    add("default", defaultValue)
    add("minimum", minimum.map(JSONLiteral.number))
    add("exclusiveMinimum", exclusiveMinimum.map(JSONLiteral.number))
    add("maximum", maximum.map(JSONLiteral.number))
    add("minLength", minLength.map { .number(Double($0)) })
    add("maxLength", maxLength.map { .number(Double($0)) })
    add("pattern", pattern.map(JSONLiteral.string))
    add("items", items.map { .object($0.schema.members) })
    add("minItems", minItems.map { .number(Double($0)) })
    add("maxItems", maxItems.map { .number(Double($0)) })
    add("uniqueItems", uniqueItems ? .bool(true) : nil)
    add("contains", contains.map { .object($0.schema.members) })
    add("minContains", minContains.map { .number(Double($0)) })
    add("minProperties", minProperties.map { .number(Double($0)) })
    if !properties.isEmpty { add("properties", .object(properties.map { ($0.key, .object($0.schema.members)) })) }
    if !required.isEmpty { add("required", .array(required.map(JSONLiteral.string))) }
    switch additionalProperties {
    case .allowed(let allowed)?: add("additionalProperties", .bool(allowed))
    case .schema(let values)?: add("additionalProperties", .object(values.members))
    case nil: break
    }
    add("propertyNames", propertyNames.map { .object($0.schema.members) })
    if !dependentRequired.isEmpty {
      add(
        "dependentRequired", .object(dependentRequired.map { ($0.key, .array($0.needs.map(JSONLiteral.string))) }))
    }
    if let condition {
      add("if", .object(condition.if.schema.members))
      add("then", .object(condition.then.schema.members))
    }
    if !allOf.isEmpty { add("allOf", .array(allOf.map { .object($0.members) })) }
    if !oneOf.isEmpty { add("oneOf", .array(oneOf.map { .object($0.members) })) }
    if !anyOf.isEmpty { add("anyOf", .array(anyOf.map { .object($0.members) })) }
    add("not", not.map { .object($0.schema.members) })
    if !examples.isEmpty { add("examples", .array(examples)) }
    return members
  }
}

extension JSONLiteral {
  /// Writes the value as JSON: an object or an array of objects over several lines, an array of
  /// plain values on one.
  func write(to output: inout String, indent: String) {
    switch self {
    case .string(let text): output += JSONEscaping.string(text)
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.numberText(value)
    case .array(let elements):
      let isFlat = elements.allSatisfy {
        switch $0 {
        case .array, .object: false
        default: true
        }
      }
      if elements.isEmpty {
        output += "[]"
      } else if isFlat {
        output += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { output += ", " }
          element.write(to: &output, indent: indent)
        }
        output += "]"
      } else {
        output += "[\n"
        for (index, element) in elements.enumerated() {
          output += indent + "  "
          element.write(to: &output, indent: indent + "  ")
          output += index == elements.count - 1 ? "\n" : ",\n"
        }
        output += indent + "]"
      }
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += indent + "  " + JSONEscaping.string(member.key) + ": "
        member.value.write(to: &output, indent: indent + "  ")
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  /// A number as JSON: a whole number without a fraction (`100000`, not `100000.0`).
  static func numberText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
