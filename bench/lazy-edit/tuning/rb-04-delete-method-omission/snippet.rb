class Invoice
  def total
    lines.sum(&:amount)
  end

  def paid?
    # ... existing code ...
  end
end
