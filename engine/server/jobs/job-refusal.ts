// A job's handler throws a JobRefusal when the job can never succeed (its record is gone, or no
// longer waits for this job): the job ends failed with the reason at once, where any other error
// is taken for a passing fault and retried with backoff.

export class JobRefusal extends Error {
  /** `reason` is a translation key, shown in the download tasks list as the job's reason. */
  constructor(reason: string) {
    super(reason);
    this.name = 'JobRefusal';
  }
}
