// ... existing code ...
#include <string_view>
#include <vector>

// ... existing code ...
PktReader::PktReader(std::string_view buffer, std::size_t max_line)
    : buffer_(buffer), offset_(0), max_line_(std::min(max_line, kMaxPktLen)) {}

// ... existing code ...
    if (length < kLengthPrefix || length > max_line_) {
        throw std::runtime_error("pkt-line length out of range");
    }
    // ... existing code ...
        if (line.kind == PktKind::Data) {
            std::string_view payload = line.payload;
            if (!payload.empty() && payload.back() == '\n') {
                payload.remove_suffix(1);
            }
            lines.push_back(payload);
        }
    }
    return lines;
}
// ... existing code ...
