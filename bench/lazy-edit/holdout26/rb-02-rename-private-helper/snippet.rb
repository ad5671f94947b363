# ... existing code ...
      attrs[:email] = attrs[:email]&.downcase
      attrs[:phone] = normalize_phone_number(attrs[:phone]) if attrs[:phone]
      attrs[:mobile] = normalize_phone_number(attrs[:mobile]) if attrs[:mobile]
      attrs
    end

    def normalize_phone_number(raw, default_country_code: @account.default_country_code)
      digits = raw.gsub(/\D/, "")
      return nil if digits.length < 7

      return "+#{digits[2..]}" if digits.start_with?("00")
      return "+#{default_country_code}#{digits[1..]}" if digits.start_with?("0") && default_country_code

      "+#{digits}"
    end
  end
end
