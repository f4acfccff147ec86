import { z } from 'zod';

/** One avatar of the tenant's avatar set: `value` is what PATCH /api/user sends, `image` an <img> address. */
export const avatarOptionSchema = z
  .object({ value: z.string(), label: z.string(), image: z.string() })
  .meta({ id: 'AvatarOption' });
export type AvatarOption = z.infer<typeof avatarOptionSchema>;

/**
 * GET /api/user/profile: the person's details for Profile Settings. Names and e-mail come from the employer's
 * data load and are shown, not edited; the avatar is chosen from `avatarOptions` (null: none chosen, or the
 * chosen one is no longer in the set).
 */
export const profileSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    surname: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: avatarOptionSchema.nullable(),
    avatarOptions: z.array(avatarOptionSchema),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const AVATAR_NOT_OFFERED_MESSAGE = 'Please choose one of the avatars offered';
export const NOTHING_TO_CHANGE_MESSAGE = 'There is nothing to change';
