import { debounce } from "./utils/debounce";
import { saveDraft, publishPost } from "./api/posts";
import { showToast } from "./ui/toast";

const AUTOSAVE_DELAY_MS = 1500;
const MAX_TITLE_LENGTH = 120;

const shortcuts = {
  "mod+b": { command: "bold", label: "Bold" },
  "mod+i": { command: "italic", label: "Italic" },
  "mod+u": { command: "underline", label: "Underline" },
  "mod+shift+x": { command: "strike", label: "Strikethrough" },
  "mod+k": { command: "link", label: "Insert link" },
  "mod+shift+7": { command: "orderedList", label: "Numbered list" },
  "mod+shift+8": { command: "bulletList", label: "Bulleted list" },
  "mod+s": { command: "save", label: "Save draft" },
};

export class EditorToolbar {
  constructor(root, editor) {
    this.root = root;
    this.editor = editor;
    this.buttons = new Map();
    this.dirty = false;
    this.autosave = debounce(() => this.save({ silent: true }), AUTOSAVE_DELAY_MS);
  }

  mount() {
    for (const [keys, def] of Object.entries(shortcuts)) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = `toolbar-btn toolbar-btn--${def.command}`;
      button.title = `${def.label} (${keys.replace("mod", this.modKey())})`;
      button.addEventListener("click", () => this.run(def.command));
      this.root.appendChild(button);
      this.buttons.set(def.command, button);
    }
    this.editor.on("change", () => {
      this.dirty = true;
      this.autosave();
    });
    document.addEventListener("keydown", (event) => this.onKeyDown(event));
  }

  modKey() {
    return navigator.platform.startsWith("Mac") ? "⌘" : "Ctrl";
  }

  onKeyDown(event) {
    const mod = event.metaKey || event.ctrlKey;
    if (!mod) {
      return;
    }
    const parts = ["mod"];
    if (event.shiftKey) {
      parts.push("shift");
    }
    if (event.altKey) {
      parts.push("alt");
    }
    parts.push(event.key.toLowerCase());
    const def = shortcuts[parts.join("+")];
    if (def) {
      event.preventDefault();
      this.run(def.command);
    }
  }

  run(command) {
    if (command === "save") {
      this.save({ silent: false });
      return;
    }
    this.editor.exec(command);
    this.updateActiveStates();
  }

  updateActiveStates() {
    for (const [command, button] of this.buttons) {
      button.classList.toggle("is-active", this.editor.isActive(command));
    }
  }

  async save({ silent }) {
    if (!this.dirty) {
      return;
    }
    const title = this.editor.title().slice(0, MAX_TITLE_LENGTH);
    try {
      await saveDraft({ title, body: this.editor.html() });
      this.dirty = false;
      if (!silent) {
        showToast("Draft saved");
      }
    } catch (err) {
      showToast("Could not save draft", { variant: "error" });
      console.error(err);
    }
  }

  async publish() {
    await this.save({ silent: true });
    await publishPost(this.editor.postId());
    showToast("Post published");
  }
}
