# frozen_string_literal: true

require "digest"
# ... existing code ...

    def hash
      [type, blob].hash
    end

    def rsa?
      type == "ssh-rsa"
    end

    def weak?
      rsa? && blob.bytesize < 270
    end
  end
end
