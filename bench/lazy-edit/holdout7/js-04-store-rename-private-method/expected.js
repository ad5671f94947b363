export class Store {
  #state;
  #listeners = new Set();
  #reducers;

  constructor(reducers, initialState = {}) {
    this.#reducers = reducers;
    this.#state = initialState;
  }

  getState() {
    return this.#state;
  }

  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  dispatch(action) {
    const next = {};
    let changed = false;
    for (const [key, reducer] of Object.entries(this.#reducers)) {
      const prev = this.#state[key];
      next[key] = reducer(prev, action);
      if (next[key] !== prev) changed = true;
    }
    if (changed) {
      this.#state = next;
      this.#emitChange(action);
    }
    return action;
  }

  replaceReducers(reducers) {
    this.#reducers = reducers;
    this.dispatch({ type: '@@store/REPLACE' });
  }

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

export function createStore(reducers, initialState) {
  const store = new Store(reducers, initialState);
  store.dispatch({ type: '@@store/INIT' });
  return store;
}
