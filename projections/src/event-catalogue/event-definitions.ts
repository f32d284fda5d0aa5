import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One field of an event's data, as its type declares it. */
export interface FieldDefinition {
  readonly name: string;
  /** As written in the source, with literal unions spelled out (sorted): what values the log may hold. */
  readonly type: string;
  /** Declared with `?`: events stored before the field existed lack it. */
  readonly optional: boolean;
  readonly nullable: boolean;
  /** Declared `Personal<…>`: it may read as the erased marker once its key is gone. */
  readonly declaredPersonal: boolean;
  /** The fields inside an object-typed field (`details.gender`), sorted. */
  readonly innerFields: readonly string[];
  /** The field's own doc comment on one line; null without one. */
  readonly doc: string | null;
}

/** An event type as the domain declares it: `type X = Event<'X', { …fields }>`. */
export interface EventDefinition {
  readonly type: string;
  readonly alias: string;
  /** The declaring file, relative to the repository root, with `/` separators. */
  readonly file: string;
  /** The alias's doc comment on one line; null without one. */
  readonly doc: string | null;
  readonly fields: readonly FieldDefinition[];
}

// The kernel module that defines `Event`: an alias counts only if its `Event` is this one.
const KERNEL_MESSAGE = join('domain', 'src', 'kernel', 'message.ts');

/** The domain's production sources (no specs) as one program, compiled as `domain/tsconfig.json` says. */
export const domainProgram = (root: string): ts.Program => {
  const configFile = join(root, 'domain', 'tsconfig.json');
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(configFile, { noEmit: true }, host);
  if (!config) throw new Error(`Cannot read ${configFile}`);
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
};

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const docOf = (declaration: ts.TypeAliasDeclaration): string | null => {
  // Of several doc comments above an alias, the nearest is the alias's own.
  const doc = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc).at(-1);
  const text = doc ? ts.getTextOfJSDocComment(doc.comment) : undefined;
  return text ? oneLine(text) : null;
};

const isKernelEvent = (checker: ts.TypeChecker, name: ts.EntityName, root: string): boolean => {
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
  return symbol?.name === 'Event' && file !== undefined && relative(root, file) === KERNEL_MESSAGE;
};

const membersOf = (type: ts.Type): readonly ts.Type[] => (type.isUnion() ? type.types : [type]);
const isLiteral = (type: ts.Type): type is ts.LiteralType => type.isStringLiteral() || type.isNumberLiteral();
const isErasedMarker = (type: ts.Type): boolean => type.getProperty('erased') !== undefined;
const literalText = (type: ts.LiteralType): string => (typeof type.value === 'string' ? `'${type.value}'` : String(type.value));

/** `'a' | 'b'` for a union of literals (plus null), else undefined. */
const literalUnion = (members: readonly ts.Type[]): string | undefined => {
  const values = members.filter((member) => !(member.flags & ts.TypeFlags.Null));
  if (!values.length || !values.every(isLiteral)) return undefined;
  const spelled = values.map(literalText).sort();
  return [...spelled, ...(values.length < members.length ? ['null'] : [])].join(' | ');
};

const typeText = (checker: ts.TypeChecker, property: ts.Symbol, members: readonly ts.Type[]): string => {
  const literals = literalUnion(members);
  if (literals) return literals;
  const [single] = members;
  if (members.length === 1 && single && checker.isArrayType(single)) {
    const element = checker.getTypeArguments(single as ts.TypeReference)[0];
    const elementLiterals = element && literalUnion(membersOf(element));
    if (elementLiterals) return `(${elementLiterals})[]`;
  }
  const declared = property.declarations?.find((declaration) => ts.isPropertySignature(declaration) && declaration.type) as ts.PropertySignature | undefined;
  return declared?.type ? oneLine(declared.type.getText()) : checker.typeToString(checker.getTypeOfSymbol(property), undefined, ts.TypeFormatFlags.NoTruncation);
};

const fieldOf = (checker: ts.TypeChecker, property: ts.Symbol): FieldDefinition => {
  const members = membersOf(checker.getTypeOfSymbol(property)).filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  const objects = members.filter((member) => member.flags & ts.TypeFlags.Object && !checker.isArrayType(member) && !isErasedMarker(member));
  return {
    name: property.name,
    type: typeText(checker, property, members),
    optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    nullable: members.some((member) => member.flags & ts.TypeFlags.Null),
    declaredPersonal: members.some(isErasedMarker),
    innerFields: [...new Set(objects.flatMap((member) => checker.getPropertiesOfType(member).map((inner) => inner.name)))].sort(),
    doc: oneLine(ts.displayPartsToString(property.getDocumentationComment(checker))) || null,
  };
};

const definitionOf = (checker: ts.TypeChecker, declaration: ts.TypeAliasDeclaration, root: string): EventDefinition | undefined => {
  const node = declaration.type;
  if (!ts.isTypeReferenceNode(node) || node.typeArguments?.length !== 2 || !isKernelEvent(checker, node.typeName, root)) return undefined;
  const [name, data] = node.typeArguments as unknown as [ts.TypeNode, ts.TypeNode];
  if (!ts.isLiteralTypeNode(name) || !ts.isStringLiteral(name.literal)) return undefined;
  return {
    type: name.literal.text,
    alias: declaration.name.text,
    file: relative(root, declaration.getSourceFile().fileName).split(sep).join('/'),
    doc: docOf(declaration),
    fields: checker.getPropertiesOfType(checker.getTypeFromTypeNode(data)).map((property) => fieldOf(checker, property)),
  };
};

/** Every `Event<'Type', Data>` alias declared in the domain's sources, in file order. */
export const eventDefinitionsIn = (program: ts.Program, root: string): EventDefinition[] => {
  const checker = program.getTypeChecker();
  const domainSources = join(root, 'domain', 'src') + sep;
  return program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && join(file.fileName).startsWith(domainSources))
    .flatMap((file) => file.statements.filter(ts.isTypeAliasDeclaration).map((declaration) => definitionOf(checker, declaration, root)))
    .filter((definition): definition is EventDefinition => definition !== undefined);
};
