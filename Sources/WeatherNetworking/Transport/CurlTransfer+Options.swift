#if os(Linux)
import CCurl
import Foundation

extension CurlTransfer {
    /// Sets up `easy` for the exchange's request: URL, method, headers and body, the limits and
    /// deadlines, the callbacks, and the session's shared connections.
    ///
    /// - Returns: The failure when libcurl refuses an option, else `nil`.
    func configure(
        _ easy: UnsafeMutableRawPointer, headerList: inout UnsafeMutablePointer<curl_slist>?
    ) -> WeatherError? {
        let request = exchange.request
        let context = Unmanaged.passUnretained(self).toOpaque()
        let deadline = Self.milliseconds(exchange.deadline)
        var codes = [
            ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString),
            ccurl_easy_allow_only_http(easy),
            ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1),
            // A 3xx is the answer: the layer above decides whether to go where it points.
            ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0),
            ccurl_easy_setopt_long(easy, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1),
            // Every encoding this libcurl decodes is offered, and decoded bodies are what the limits count.
            ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""),
            ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, deadline),
            ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer)),
            ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context),
            ccurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                guard let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
                return transfer.receiveBody(bytes) ? size * count : 0
            },
            ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context),
            ccurl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
                guard let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let line = UnsafeRawBufferPointer(start: data, count: size * count)
                return transfer.receiveHeader(line) ? size * count : 0
            },
            ccurl_easy_setopt_long(easy, CURLOPT_NOPROGRESS, 0),
            ccurl_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, context),
            ccurl_easy_setopt_xferinfo_callback(easy) { context, _, _, _, _ in
                guard let context else { return 1 }
                return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().shouldContinue() ? 0 : 1
            },
            session.share(with: easy),
        ]
        if case .whole(let limit) = exchange.body {
            // A streamed body has its own deadlines (see `expiredStreamDeadline`) and a limit per chunk.
            codes.append(ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, deadline))
            if limit > 0, request.method != .head {
                // Refuses a declared Content-Length over the limit before any of the body is read
                // (libcurl reads 0 as "no limit"; the write callback counts the bytes either way). The
                // length a HEAD response declares is that of a body it does not send.
                codes.append(ccurl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)))
            }
        }
        codes += setMethodAndBody(easy)
        headerList = Self.headerList(for: request)
        codes.append(ccurl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList.map(UnsafeMutableRawPointer.init)))
        guard let refused = codes.first(where: { $0 != CURLE_OK }) else { return nil }
        return WeatherError(
            .network,
            message: "libcurl refused an option (\(String(cString: curl_easy_strerror(refused)))): \(request).")
    }

    /// The method, and the body with its length (copied by libcurl, so it may hold any bytes).
    ///
    /// `HEAD` asks for no body; `GET` without a body is libcurl's default; a body, or a `POST`,
    /// `PUT` or `PATCH` without one (sent with `Content-Length: 0`), goes as post fields under the
    /// request's method; any other method is sent as it is spelled.
    private func setMethodAndBody(_ easy: UnsafeMutableRawPointer) -> [CURLcode] {
        let request = exchange.request
        let method = request.method
        if method == .head {
            return [ccurl_easy_setopt_long(easy, CURLOPT_NOBODY, 1)]
        }
        guard request.body != nil || [.post, .put, .patch].contains(method) else {
            if method == .get {
                return [ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)]
            }
            return [ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue)]
        }
        let body = request.body ?? Data()
        var codes = [ccurl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))]
        if body.isEmpty {
            codes.append(ccurl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, ""))
        } else {
            codes.append(
                body.withUnsafeBytes { bytes in
                    ccurl_easy_setopt_pointer(
                        easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                })
        }
        if method != .post {
            codes.append(ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue))
        }
        return codes
    }

    /// The request's header fields as a libcurl list (`Name: value`, or `Name;` for an empty value,
    /// which libcurl would otherwise take as "remove this header"). The caller frees it.
    private static func headerList(for request: HTTPRequest) -> UnsafeMutablePointer<curl_slist>? {
        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            // On failure libcurl returns nil and leaves the list as it was.
            list = curl_slist_append(list, value.isEmpty ? "\(name);" : "\(name): \(value)") ?? list
        }
        return list
    }

    /// `duration` in whole milliseconds, at least 1 (libcurl reads 0 as "no limit").
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let whole = seconds.multipliedReportingOverflow(by: 1_000)
        guard !whole.overflow else { return seconds < 0 ? 1 : Int.max }
        return max(1, Int(clamping: whole.partialValue + attoseconds / 1_000_000_000_000_000))
    }
}
#endif
