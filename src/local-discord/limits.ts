// Discord's documented limits on a message, its components and its files: the numbers the checks
// (message-body.ts, components-v2.ts) enforce and the local Discord's users can read.
import { MessageFlags } from 'discord-api-types/v10';

export const LIMITS = {
  content: 2000,
  actionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  optionText: 100,
  placeholder: 150,
  embeds: 10,
  embedTotal: 6000,
  files: 10,
  fileBytes: 10 * 1024 * 1024,
  attachmentDescription: 1024,
  textDisplay: 4000,
  componentsV2Total: 40,
  /** All the text displays of a components V2 message together. */
  componentsV2Text: 4000,
  sectionTexts: 3,
  galleryItems: 10,
  mediaDescription: 1024,
} as const;

/** The message flag that turns on components V2 (1 << 15). */
export const IS_COMPONENTS_V2 = MessageFlags.IsComponentsV2;
