// ... existing code ...
    if (changed) {
      this.#state = next;
      this.#emitChange(action);
    }
    return action;
  }

  // ... existing code ...

  reset(initialState = {}) {
    this.#state = initialState;
    this.#emitChange({ type: '@@store/RESET' });
  }

  #emitChange(action) {
    for (const listener of this.#listeners) {
      try {
        listener(this.#state, action);
      } catch (err) {
        console.error('store listener failed', err);
      }
    }
  }
}

// ... existing code ...
