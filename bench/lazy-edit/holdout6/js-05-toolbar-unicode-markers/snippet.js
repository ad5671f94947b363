// … existing code …
const AUTOSAVE_DELAY_MS = 1500;
const MAX_TITLE_LENGTH = 120;

const shortcuts = {
  // … existing code …
  "mod+u": { command: "underline", label: "Underline" },
  "mod+shift+x": { command: "strike", label: "Strikethrough" },
  "mod+k": { command: "link", label: "Insert link" },
  // … existing code …
};

// … existing code …
    const parts = ["mod"];
    if (event.shiftKey) {
      parts.push("shift");
    }
    if (event.altKey) {
      parts.push("alt");
    }
    parts.push(event.key.toLowerCase());
// … existing code …
