// ... existing code ...
    for (const line of input.lines) {
      const product = await this.products.findById(line.productId);
      if (!product) {
        throw new NotFoundError(`Product ${line.productId} not found`);
      }
      if (!product.active) {
        throw new ValidationError(`Product ${line.productId} is no longer available`);
      }
      if (line.quantity <= 0) {
        throw new ValidationError(`Invalid quantity for ${line.productId}`);
      }
    }
// ... existing code ...
