import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainProgram, eventDefinitionsIn, type EventDefinition } from './event-definitions.js';
import { DOMAIN_EVENT_RULES, EVENT_CATALOGUE_COMMAND, EventCatalogueError, eventCatalogueOf, type CatalogueEvent, type EventCatalogue } from './event-catalogue.js';
import { EVENT_CATALOGUE_FILES, eventCatalogueJson, eventCatalogueMarkdown } from './event-catalogue.render.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const committed = (path: string): string | undefined => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : undefined);

/** The event types whose entries differ between two catalogues, each with how. */
const changedTypes = (before: EventCatalogue, after: EventCatalogue): string[] => {
  const old = new Map(before.events.map((event) => [event.type, JSON.stringify(event)]));
  const now = new Map(after.events.map((event) => [event.type, JSON.stringify(event)]));
  return [
    ...[...now.keys()].filter((type) => !old.has(type)).map((type) => `${type} added`),
    ...[...old.keys()].filter((type) => !now.has(type)).map((type) => `${type} removed`),
    ...[...now].filter(([type, entry]) => old.has(type) && old.get(type) !== entry).map(([type]) => `${type} changed`),
  ];
};

const parsed = (json: string | undefined): EventCatalogue => {
  try {
    return JSON.parse(json ?? '') as EventCatalogue;
  } catch {
    return { events: [] };
  }
};

const problemsOf = (build: () => unknown): readonly string[] => {
  try {
    build();
  } catch (error) {
    if (error instanceof EventCatalogueError) return error.problems;
    throw error;
  }
  return [];
};

describe('the event catalogue', () => {
  let definitions: EventDefinition[];
  let sut: EventCatalogue;
  const eventOf = (type: string): CatalogueEvent => sut.events.find((event) => event.type === type)!;
  const fieldOf = (type: string, name: string) => eventOf(type).fields.find((field) => field.name === name)!;

  beforeAll(() => {
    definitions = eventDefinitionsIn(domainProgram(ROOT), ROOT);
    sut = eventCatalogueOf(definitions);
  });

  it('the committed event catalogue matches the domain’s event definitions', () => {
    const generated = { [EVENT_CATALOGUE_FILES.markdown]: eventCatalogueMarkdown(sut), [EVENT_CATALOGUE_FILES.json]: eventCatalogueJson(sut) };
    const changes = changedTypes(parsed(committed(EVENT_CATALOGUE_FILES.json)), sut);
    const outdated = Object.entries(generated)
      .filter(([path, content]) => committed(path) !== content)
      .map(([path]) => `${path} is out of date${changes.length ? ` (${changes.join(', ')})` : ''}: run \`${EVENT_CATALOGUE_COMMAND}\` and commit it`);
    expect(outdated).toEqual([]);
  });

  it('lists every event type the log holds, each once, with its aggregate and stream', () => {
    const recorded = DOMAIN_EVENT_RULES.streams.flatMap((kind) => kind.types);
    expect(sut.events.map((event) => event.type)).toEqual(recorded);
    expect(eventOf('MessageSent')).toEqual(expect.objectContaining({ aggregate: 'conversation', streams: ['conversation-<memberA>-<memberB>'] }));
    expect(eventOf('EmailChanged').formerStreams).toEqual(['member-<memberId>']);
  });

  it('gives an event with older shapes a later version and describes each older shape', () => {
    expect(eventOf('ActivationTokenIssued')).toEqual(
      expect.objectContaining({ version: 2, olderShapes: [{ version: 1, shape: expect.stringContaining('issuedAt') }] }),
    );
    expect(eventOf('MemberConfirmed')).toEqual(expect.objectContaining({ version: 1, olderShapes: [] }));
  });

  it('marks the fields the personal-data policy encrypts, and whose key encrypts them', () => {
    expect(eventOf('MemberSignedUp').personalDataSubject).toBe('memberId');
    expect(fieldOf('MemberSignedUp', 'email').personal).toBe(true);
    expect(fieldOf('MemberSignedUp', 'language').personal).toBe(false);
    expect(eventOf('PasswordResetRequested').personalDataSubject).toBe('dataSubjectId');
  });

  it('marks the fields the lake reads with their column, members as pseudonyms', () => {
    expect(fieldOf('MemberLiked', 'likerId').analytic).toEqual(['member (pseudonym)']);
    expect(fieldOf('MemberSignedUp', 'dateOfBirth').analytic).toEqual(['age_band (band of the age at the event)']);
    expect(fieldOf('ProfileDetailsChanged', 'details').analytic).toEqual(['gender (from details.gender)', 'sexuality (from details.sexuality)']);
    expect(fieldOf('MemberSignedUp', 'name').analytic).toEqual([]);
  });

  it('leaves out of the lake a field whose column an earlier, always filled field takes', () => {
    expect(fieldOf('MessageSent', 'kind').analytic).toEqual(['kind']);
    expect(fieldOf('MessageSent', 'status').analytic).toEqual([]);
    expect(fieldOf('OrderClosedUnpaid', 'status').analytic).toEqual(['kind']);
  });

  it('reads an inner field only from an object that has it, and a free-text reason never', () => {
    expect(fieldOf('DirectDebitCodeSent', 'details').analytic).toEqual([]);
    expect(fieldOf('PhotoRejected', 'reason').analytic).toEqual([]);
    expect(fieldOf('MemberBanned', 'reason').analytic).toEqual(['kind']);
  });

  describe('when the definitions and the domain’s rules disagree', () => {
    it('names an event type no aggregate records', () => {
      const streams = DOMAIN_EVENT_RULES.streams.map((kind) => ({ ...kind, types: kind.types.filter((type) => type !== 'LikeSeen') }));
      expect(problemsOf(() => eventCatalogueOf(definitions, { ...DOMAIN_EVENT_RULES, streams }))).toEqual([
        expect.stringMatching(/^LikeSeen \(domain\/src\/like\/like\.events\.ts\) is recorded by no aggregate/),
      ]);
    });

    it('names an event alias without a doc comment', () => {
      const undocumented = definitions.map((definition) => (definition.type === 'MatchMade' ? { ...definition, doc: null } : definition));
      expect(problemsOf(() => eventCatalogueOf(undocumented))).toEqual([expect.stringMatching(/^MatchMade .* has no doc comment/)]);
    });

    it('names a field declared Personal<…> that the policy does not encrypt, and a policy field the event lacks', () => {
      const personalData = { ...DOMAIN_EVENT_RULES.personalData, AboutMeChanged: { subjectIdField: 'memberId', personalFields: ['about'] } };
      expect(problemsOf(() => eventCatalogueOf(definitions, { ...DOMAIN_EVENT_RULES, personalData }))).toEqual([
        expect.stringContaining('names personal field about, which it lacks'),
        expect.stringContaining('aboutMe is declared Personal<…> but PERSONAL_DATA_POLICY does not encrypt it'),
      ]);
    });
  });
});
