# ... keep existing ...
    created = 0
    updated = 0
    failed = []

    CSV.foreach(path, headers: true, header_converters: :symbol) do |row|
      begin
        customer = Customer.find_or_initialize_by(external_id: row[:id])
        customer.assign_attributes(
          name: row[:name].to_s.strip,
          email: row[:email].to_s.downcase.strip,
          phone: row[:phone].presence,
          country_code: row[:country].to_s.upcase.first(2)
        )
        was_new = customer.new_record?
        customer.save!
        was_new ? created += 1 : updated += 1
      rescue ActiveRecord::RecordInvalid => e
        failed << [row[:id], e.record.errors.full_messages.to_sentence]
      end
    end

    puts "Imported #{created} new and #{updated} existing customers"
    if failed.any?
      warn "#{failed.size} rows failed:"
      failed.each { |id, message| warn "  #{id}: #{message}" }
    end
  end
# ... keep existing ...
