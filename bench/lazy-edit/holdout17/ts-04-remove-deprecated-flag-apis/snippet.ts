// ... existing code ...
    const index = Math.floor((bucket / 100) * flag.variants.length);
    return flag.variants[Math.min(index, flag.variants.length - 1)];
  }

  async refresh(): Promise<void> {
    // ... existing code ...
    this.emit('refreshed', next.size);
  }
}
