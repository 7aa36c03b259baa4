// The fixtures beside the resources (docs/schemas.md "A complete example"): each valid one passes
// its resource's validation, each invalid one fails on the field it names (and with the message it
// names). A fixture of a resource whose rules differ by region is checked in its own region, or in
// every region when it names none (regional-fields.ts).
import { isEnvironment } from '../protocol/constants';
import type { SchemaProblem } from './checker';
import type { Fixture, SchemaSet, SourceFile } from './catalogue';
import type { FieldProblem } from './field-problem';
import { validateRecord } from './record-validation';
import { fixtureRegions, resourceInRegion } from './regional-fields';
import type { ResourceSchema } from './resource';

const inRegion = (region: string | null) => (region ? ` on a ${region} server` : '');

function validProblems(file: string, found: FieldProblem[], region: string | null): SchemaProblem[] {
  const first = found[0];
  if (!first) return [];
  return [
    {
      file,
      path: `$.record.${first.field}`,
      reason: `a valid fixture fails${inRegion(region)}: ${first.key}`,
    },
  ];
}

function invalidProblems(
  file: string,
  fixture: Fixture,
  found: FieldProblem[],
  region: string | null,
): SchemaProblem[] {
  if (!fixture.failsOn)
    return [{ file, path: '$.failsOn', reason: 'an invalid fixture must name the field it fails on' }];
  const fails = found.some(
    (problem) =>
      problem.field === fixture.failsOn &&
      (fixture.failsWith === undefined || problem.key === fixture.failsWith),
  );
  if (fails) return [];
  const got = found.map((problem) => `${problem.field} (${problem.key})`).join(', ') || 'nothing';
  const expected = fixture.failsWith
    ? `"${fixture.failsOn}" with ${fixture.failsWith}`
    : `"${fixture.failsOn}"`;
  return [
    {
      file,
      path: '$.record',
      reason: `expected to fail on ${expected}${inRegion(region)}, failed on ${got}`,
    },
  ];
}

/** The fixture's problems, or undefined when the resource's rules do not compile. */
function problemsIn(resource: ResourceSchema, fixture: Fixture): FieldProblem[] | undefined {
  try {
    return validateRecord(resource, fixture.record, Object.keys(fixture.record)).problems;
  } catch {
    return undefined;
  }
}

export function fixtureProblems(
  fixtures: SchemaSet['fixtures'],
  byName: ReadonlyMap<string, ResourceSchema>,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const check = (kind: 'valid' | 'invalid', { file, content: fixture }: SourceFile<Fixture>) => {
    const resource = byName.get(fixture.resource);
    if (!resource) {
      problems.push({ file, path: '$.resource', reason: `resource "${fixture.resource}" does not exist` });
      return;
    }
    if (fixture.region !== undefined && !isEnvironment(fixture.region)) {
      problems.push({ file, path: '$.region', reason: `"${fixture.region}" is not a region` });
      return;
    }
    for (const region of fixtureRegions(resource, fixture.region)) {
      const found = problemsIn(region ? resourceInRegion(resource, region) : resource, fixture);
      if (!found) {
        // Its resource's own problem (a pattern that is no regular expression) is reported there.
        problems.push({
          file,
          path: '$',
          reason: `cannot be checked${inRegion(region)}: its resource does not compile`,
        });
        continue;
      }
      problems.push(
        ...(kind === 'valid'
          ? validProblems(file, found, region)
          : invalidProblems(file, fixture, found, region)),
      );
    }
  };
  fixtures.valid.forEach((source) => check('valid', source));
  fixtures.invalid.forEach((source) => check('invalid', source));
  return problems;
}
