import { Global, Module } from '@nestjs/common';
import { ContractLessons } from '@coaching/server-core';
import { LessonsContractLessons } from './queries/lessons-contract-lessons';

/** Provides core's `ContractLessons` (the lessons a contract gave, read by billing's refund; ADR 0015) in the api. */
@Global()
@Module({
  providers: [{ provide: ContractLessons, useClass: LessonsContractLessons }],
  exports: [ContractLessons],
})
export class ContractLessonsModule {}
