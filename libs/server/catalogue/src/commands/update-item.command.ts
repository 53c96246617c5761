import { Command } from '@nestjs/cqrs';
import type { AdminItem, ItemInput } from '@coaching/contracts';

export class UpdateItemCommand extends Command<AdminItem> {
  constructor(
    readonly id: number,
    readonly input: ItemInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
