// Types the message views share (the turn, the board, the round summary and the final results all
// show a rendered image), kept apart so that no view imports another for a type.

/** An image a message shows: the attachment's file name (and its alt text). */
export interface ShownImage {
  name: string;
  description?: string;
}
