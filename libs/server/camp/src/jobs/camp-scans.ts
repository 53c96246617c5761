import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, QueueName, RepeatableJobs, type AppConfig } from '@coaching/server-core';

/** The camp's repeatable scans, each on the camp queue every `INSTALMENT_SCAN_EVERY_MS` (through core's `RepeatableJobs`). */
@Injectable()
export class CampScans {
  constructor(
    @Inject(RepeatableJobs) private readonly repeatable: RepeatableJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  schedule(jobName: string): Promise<void> {
    return this.repeatable.every(QueueName.Camp, jobName, this.config.INSTALMENT_SCAN_EVERY_MS);
  }
}
