// When an answer that is not ready is acknowledged instead ("thinking…", or the clicked message kept):
// Discord wants an acknowledgement within 3 s of the interaction; 2 s leaves room for the call itself.
// A module of its own so that the start can hold interactions without loading the chat layer.
export const WATCHDOG_MS = 2_000;
