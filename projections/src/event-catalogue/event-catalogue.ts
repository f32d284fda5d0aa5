import {
  EVENT_STREAMS,
  LAKE_REASON_CODE_TYPES,
  LAKE_SOURCES,
  PERSONAL_DATA_POLICY,
  type EventStreamKind,
  type PersonalDataPolicy,
} from '@dating/domain';
import type { EventDefinition, FieldDefinition } from './event-definitions.js';

/** What regenerates the committed catalogue. */
export const EVENT_CATALOGUE_COMMAND = 'npm run catalogue';

export interface CatalogueField {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
  /** Encrypted with the key of the event's `personalDataSubject`. */
  readonly personal: boolean;
  /** The lake columns the field fills, each as `column (how)`; empty when it stays out of the lake. */
  readonly analytic: readonly string[];
  /** The field's doc comment, if it has one. */
  readonly note: string | null;
}

export interface CatalogueEvent {
  readonly type: string;
  readonly version: number;
  readonly aggregate: string;
  readonly streams: readonly string[];
  readonly formerStreams: readonly string[];
  readonly meaning: string;
  readonly source: string;
  /** The field naming whose key encrypts the personal fields; null for an event without personal fields. */
  readonly personalDataSubject: string | null;
  readonly olderShapes: readonly { readonly version: number; readonly shape: string }[];
  readonly fields: readonly CatalogueField[];
}

export interface EventCatalogue {
  readonly events: readonly CatalogueEvent[];
}

/** The domain's rules the catalogue reads besides the type definitions. */
export interface EventRules {
  readonly streams: readonly EventStreamKind[];
  readonly personalData: PersonalDataPolicy;
  readonly lakeSources: Readonly<Record<string, readonly string[]>>;
  readonly lakeReasonCodeTypes: ReadonlySet<string>;
}

export const DOMAIN_EVENT_RULES: EventRules = {
  streams: EVENT_STREAMS,
  personalData: PERSONAL_DATA_POLICY,
  lakeSources: LAKE_SOURCES,
  lakeReasonCodeTypes: LAKE_REASON_CODE_TYPES,
};

/** The definitions and the rules disagree: each problem says what to fix. */
export class EventCatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The event catalogue cannot be built:\n- ${problems.join('\n- ')}`);
  }
}

// How a lake column holds a field's value, where it is not the value itself.
const LAKE_COLUMN_HOW: Readonly<Record<string, string>> = {
  member: 'pseudonym',
  otherMember: 'pseudonym',
  orderRef: 'pseudonym',
  ageBand: 'band of the age at the event',
};

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Per field, the lake columns it fills. A column takes the first of its sources that holds a value, so a source after
 * one the event always fills (declared neither optional nor nullable) never reaches the lake.
 */
const analyticFields = (definition: EventDefinition, rules: EventRules): Map<string, string[]> => {
  const fields = new Map(definition.fields.map((field) => [field.name, field]));
  const analytic = new Map<string, string[]>();
  for (const [column, sources] of Object.entries(rules.lakeSources)) {
    for (const path of sources) {
      if (path === 'reason' && !rules.lakeReasonCodeTypes.has(definition.type)) continue;
      const [name, inner] = path.split('.') as [string, string | undefined];
      const field = fields.get(name);
      if (!field || (inner !== undefined && !field.innerFields.includes(inner))) continue;
      const how = [inner && `from ${path}`, LAKE_COLUMN_HOW[column]].filter(Boolean).join(', ');
      analytic.set(name, [...(analytic.get(name) ?? []), how ? `${snakeCase(column)} (${how})` : snakeCase(column)]);
      if (inner === undefined && !field.optional && !field.nullable) break;
    }
  }
  return analytic;
};

const personalDataProblems = (definition: EventDefinition, rules: EventRules): string[] => {
  const rule = rules.personalData[definition.type];
  const names = new Set(definition.fields.map((field) => field.name));
  const where = `${definition.type} (${definition.file})`;
  const declared = definition.fields.filter((field) => field.declaredPersonal).map((field) => field.name);
  return [
    ...(rule && !names.has(rule.subjectIdField) ? [`${where}: PERSONAL_DATA_POLICY names key subject field ${rule.subjectIdField}, which it lacks`] : []),
    ...(rule?.personalFields ?? []).filter((name) => !names.has(name)).map((name) => `${where}: PERSONAL_DATA_POLICY names personal field ${name}, which it lacks`),
    ...declared
      .filter((name) => !rule?.personalFields.includes(name))
      .map((name) => `${where}: ${name} is declared Personal<…> but PERSONAL_DATA_POLICY does not encrypt it`),
  ];
};

const fieldOf = (field: FieldDefinition, personal: readonly string[], analytic: Map<string, string[]>): CatalogueField => ({
  name: field.name,
  type: field.type,
  optional: field.optional,
  personal: personal.includes(field.name),
  analytic: analytic.get(field.name) ?? [],
  note: field.doc,
});

const entryOf = (definition: EventDefinition, kind: EventStreamKind, rules: EventRules): CatalogueEvent => {
  const rule = rules.personalData[definition.type];
  const analytic = analyticFields(definition, rules);
  return {
    type: definition.type,
    version: kind.versions[definition.type]!,
    aggregate: kind.aggregate,
    streams: kind.streams,
    formerStreams: kind.formerStreams,
    meaning: definition.doc ?? '',
    source: definition.file,
    personalDataSubject: rule?.subjectIdField ?? null,
    olderShapes: (kind.olderShapes[definition.type] ?? []).map((shape, index) => ({ version: index + 1, shape })),
    fields: definition.fields.map((field) => fieldOf(field, rule?.personalFields ?? [], analytic)),
  };
};

const definitionProblems = (definitions: readonly EventDefinition[], rules: EventRules): string[] => {
  const recorded = new Set(rules.streams.flatMap((kind) => kind.types));
  const defined = new Map<string, EventDefinition[]>();
  for (const definition of definitions) defined.set(definition.type, [...(defined.get(definition.type) ?? []), definition]);
  return [
    ...[...defined.values()].filter((found) => found.length > 1).map((found) => `${found[0]!.type} is declared more than once: ${found.map((definition) => definition.file).join(', ')}`),
    ...definitions
      .filter((definition) => !recorded.has(definition.type))
      .map((definition) => `${definition.type} (${definition.file}) is recorded by no aggregate: add it to its *_EVENT_TYPES and to EVENT_STREAMS`),
    ...[...recorded].filter((type) => !defined.has(type)).map((type) => `${type} is in EVENT_STREAMS but no Event<'${type}', …> alias declares it`),
    ...definitions.filter((definition) => !definition.doc).map((definition) => `${definition.type} (${definition.file}) has no doc comment: say in one line what happened`),
    ...Object.keys(rules.personalData).filter((type) => !defined.has(type)).map((type) => `PERSONAL_DATA_POLICY names ${type}, which no alias declares`),
    ...definitions.flatMap((definition) => personalDataProblems(definition, rules)),
  ];
};

/**
 * The catalogue of every event type: in the order of EVENT_STREAMS and of each aggregate's types. Throws
 * EventCatalogueError when the definitions and the rules disagree.
 */
export const eventCatalogueOf = (definitions: readonly EventDefinition[], rules: EventRules = DOMAIN_EVENT_RULES): EventCatalogue => {
  const problems = definitionProblems(definitions, rules);
  if (problems.length) throw new EventCatalogueError(problems);
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  return { events: rules.streams.flatMap((kind) => kind.types.map((type) => entryOf(byType.get(type)!, kind, rules))) };
};
