// The order Jest starts test files in: the longest first, so no long file starts last and leaves the
// other workers idle while it ends. Jest knows durations only from its own cache, which a fresh
// checkout (CI) lacks, and then falls back to file sizes, which put the restart and generated-screen
// files last although they run longest. So the durations of a whole run are kept with the code
// (tests/support/test-durations.json, refreshed by `npm run test:durations`); files not there yet
// start first, in Jest's own order. Plain CommonJS: Jest loads it before any transform.
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('./test-durations.json');

/** Seconds the file took in the recorded run, or undefined. */
const recorded = (test) => durations[relative(test.context.config.rootDir, test.path)];

class RecordedDurationsSequencer extends Sequencer {
  async sort(tests) {
    const known = tests.filter((test) => recorded(test) !== undefined);
    const unknown = await super.sort(tests.filter((test) => recorded(test) === undefined));
    return [...unknown, ...known.sort((a, b) => recorded(b) - recorded(a))];
  }
}

module.exports = RecordedDurationsSequencer;
