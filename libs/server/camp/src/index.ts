// The camp context's main entry, for the apps.
export { CampModule } from './camp.module';
export { CampJobsModule } from './camp-jobs.module';
export { CampErrors } from './domain/camp-errors';
export { CampScans } from './jobs/camp-scans';
export { ReleaseUnpaidCampSeatsJob, RELEASE_UNPAID_CAMP_SEATS_JOB } from './jobs/release-unpaid-camp-seats.job';
export { RemindCampParticipantsJob, REMIND_CAMP_PARTICIPANTS_JOB } from './jobs/remind-camp-participants.job';
export { SettleUnansweredCampPaymentsJob, SETTLE_UNANSWERED_CAMP_PAYMENTS_JOB } from './jobs/settle-unanswered-camp-payments.job';
export { CampApplicationsProjection } from './projections/camp-applications.projection';
export { cancellationFee, paymentDue } from './domain/camp-rules';
// Its event types are declared whenever the context is loaded (the boot check of subscriptions reads them).
export * from './events';
