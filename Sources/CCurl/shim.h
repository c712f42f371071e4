// libcurl for WeatherNetworking on Linux.
//
// curl_easy_setopt, curl_easy_getinfo and curl_share_setopt are variadic, and Swift cannot call
// C variadic functions. The typed wrappers below pass each kind of argument libcurl reads
// (long, curl_off_t, pointer, string and callback) through a fixed signature.
#ifndef WEATHER_CCURL_SHIM_H
#define WEATHER_CCURL_SHIM_H

#include <curl/curl.h>

/// Sets an option that takes a `long`.
static inline CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes a `curl_off_t`, such as `CURLOPT_MAXFILESIZE_LARGE`.
static inline CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes a pointer: user data, a share handle, a header list, a buffer.
static inline CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes a C string; libcurl copies it.
static inline CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets `CURLOPT_WRITEFUNCTION` or `CURLOPT_HEADERFUNCTION`.
static inline CURLcode ccurl_easy_setopt_write_callback(CURL *handle, CURLoption option,
                                                        curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/// Sets `CURLOPT_XFERINFOFUNCTION`.
static inline CURLcode ccurl_easy_setopt_xferinfo_callback(CURL *handle, curl_xferinfo_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

/// Limits the transfer to `http` and `https` (`CURLOPT_PROTOCOLS_STR` from 7.85, the bitmask before).
static inline CURLcode ccurl_easy_allow_only_http(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
    return curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
#else
    return curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
}

/// Reads information that is a `long`, such as `CURLINFO_RESPONSE_CODE`.
static inline CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// Reads information that is a `curl_off_t`, such as `CURLINFO_SIZE_DOWNLOAD_T`.
static inline CURLcode ccurl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// Shares one kind of data (`CURLSHOPT_SHARE`).
static inline CURLSHcode ccurl_share_setopt_lock_data(CURLSH *share, CURLSHoption option, curl_lock_data data) {
    return curl_share_setopt(share, option, (int)data);
}

/// Sets the user data passed to the lock callbacks (`CURLSHOPT_USERDATA`).
static inline CURLSHcode ccurl_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value) {
    return curl_share_setopt(share, option, value);
}

/// Sets `CURLSHOPT_LOCKFUNC`.
static inline CURLSHcode ccurl_share_setopt_lock_function(CURLSH *share, curl_lock_function function) {
    return curl_share_setopt(share, CURLSHOPT_LOCKFUNC, function);
}

/// Sets `CURLSHOPT_UNLOCKFUNC`.
static inline CURLSHcode ccurl_share_setopt_unlock_function(CURLSH *share, curl_unlock_function function) {
    return curl_share_setopt(share, CURLSHOPT_UNLOCKFUNC, function);
}

#endif
