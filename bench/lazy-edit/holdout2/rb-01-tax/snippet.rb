# ... existing code ...
    def total
      subtotal + tax
    end

    def tax
      (subtotal * 0.2).round(2)
    end
  end
end
