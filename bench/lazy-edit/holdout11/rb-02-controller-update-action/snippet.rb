  # ... existing code ...

  def update
    if @product.update(product_params)
      AuditLog.record!(actor: current_user, action: "product.updated", subject: @product,
                       changes: @product.saved_changes.except("updated_at"))
      redirect_to admin_product_path(@product), notice: "Product was successfully updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  # ... existing code ...

  def product_params
    params.require(:product).permit(:name, :sku, :price, :stock_quantity, :category_id, :description, :active)
  end
end
