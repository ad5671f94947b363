# ...
    private

    def validate_headers!(headers)
      # ...
    end

    def import_row(row, line)
      # ...
    end

    def attributes_from(row)
      {
        first_name: row[:first_name],
        last_name: row[:last_name],
        phone: row[:phone].presence,
        company: row[:company].presence,
        tag_list: parse_tags(row[:tags]),
      }
    end

    def parse_tags(value)
      value.to_s.split(/[;,]/).map(&:strip).reject(&:empty?).uniq
    end
  end
end
