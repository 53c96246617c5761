import type { GameUpdate } from '@coaching/contracts';

// What creating and updating a game share.

export const gameProps = (input: GameUpdate) => ({
  name: input.name,
  description: input.description,
  imagePath: input.image_path,
  discordUrl: input.discord_url,
  isPurchasable: input.is_purchasable,
  isLegacy: input.is_legacy,
  sortOrder: input.sort_order,
});
