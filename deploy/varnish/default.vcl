vcl 4.1;
# Varnish in front of the Slice Bakery server (Debian's `varnish` package, 7.x; no vmods beyond std).
#
# Install: copy to /etc/varnish/default.vcl, set the backend's port below, start varnishd with its defaults
# (http_gzip_support on is fine), and set the server's CDN_PURGE_URL to this Varnish (http://127.0.0.1:6081/ when
# both run on one machine). The server then sends `PURGE` with `Surrogate-Key: content` (or `calendar`) on every
# write that changes a public page, and this file drops every copy carrying that key. Also set the server's
# TRUST_PROXY (Varnish adds X-Forwarded-For: rate limits count clients, not Varnish) and PUBLIC_URL (copies are
# kept by URL and Host only, so absolute links must not depend on X-Forwarded-Proto).
#
# What is stored: only what the server marked shareable. Its shareable answers carry `Surrogate-Key`, and
# `Cache-Control: public, max-age=0, s-maxage=10, stale-while-revalidate=60`; Varnish keeps them 10 s (s-maxage)
# and may serve them 60 s longer while it refreshes (grace), unless a purge drops them first. Everything else
# (admin, anything with one of the site's cookies, order status pages, writes, Set-Cookie answers) goes
# to the server every time.

import std;

backend app {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the server itself. Add the server's address when Varnish runs on another machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # Internal to this file (the coding chosen below): never taken from a client.
    unset req.http.X-Coding;

    # The server's purge: drop every stored answer whose Surrogate-Key names one of the keys sent. A ban by key,
    # not a purge of one URL: one request reaches every page rendered from the version that moved, in every coding
    # and under every Host. It reads only obj.*, so the ban lurker evicts the objects in the background, and a
    # banned copy is never served, not even as stale within its grace. A ban reaches copies stored before it; the
    # server sends a render that a write overlapped `no-store`, so none arrives after it from before the write.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Keys are the names of the server's versions: lower-case words, nothing that could reshape the ban.
        if (req.http.Surrogate-Key !~ "^[a-z]+( [a-z]+)*$") {
            return (synth(400, "Surrogate-Key: one or more lower-case words"));
        }
        std.ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
        if (std.ban_error() != "") {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Banned"));
    }

    # Writes (every /api write, the forms, the admin's screens) are never stored and never answered from a copy.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A customer's order page, its photos and the owner's calendar feed are private by their address alone
    # (a secret in the URL): never stored, whatever headers they carry.
    if (req.url ~ "^/orders/" || req.url ~ "^/order-calendar/") {
        return (pass);
    }
    # Credentials and the site's own cookies (all named slice_…: the admin session, a flash message with what was
    # typed into a form, an admin's draft kept over a sign-in), or a Bearer token: the answer is someone's own, and
    # the server must see every one of them.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*slice_[a-z_]+=") {
        return (pass);
    }
    # Other sites' cookies (analytics and the like) change no byte of a page, so visitors carrying them share the
    # stored copies instead of each going to the server.
    unset req.http.Cookie;

    # The campaign tags and click ids that ads, search results and newsletters add to a link (utm_*, fbclid,
    # gclid...) change no byte of a page and differ on every click: dropped before the lookup, as the server drops
    # them (TRACKING_PARAMETERS in app/lib/tracking-parameters.ts, the same names), so the visitors a
    # promotion sends share one stored copy instead of each going to the server.
    if (req.url ~ "(?i)[?&](utm_[^=&]*|gclid|gclsrc|gbraid|wbraid|dclid|srsltid|fbclid|igshid|msclkid|ttclid|twclid|li_fat_id|yclid|mc_cid|mc_eid|_hsenc|_hsmi)([=&]|$)") {
        set req.url = regsuball(req.url, "(?i)(?<=[?&])(utm_[^=&]*|gclid|gclsrc|gbraid|wbraid|dclid|srsltid|fbclid|igshid|msclkid|ttclid|twclid|li_fat_id|yclid|mc_cid|mc_eid|_hsenc|_hsmi)(=[^&]*)?(&|$)", "");
        set req.url = regsub(req.url, "[?&]$", "");
    }

    # One stored copy per content coding, chosen here as the server would (br before gzip; identity when the
    # client takes neither), named in the hash (vcl_hash) and asked of the server (vcl_backend_fetch). Each coding
    # has its own ETag there, so a client holding one coding is never answered 304 for another. Varnish's own gzip
    # handling only ever meets copies of the coding the client accepts.
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Coding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*(x-)?gzip\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Coding = "gzip";
    } else {
        set req.http.X-Coding = "identity";
    }
    return (hash);
}

sub vcl_hash {
    # Then the built-in: the URL and the Host.
    hash_data(req.http.X-Coding);
}

sub vcl_backend_fetch {
    if (bereq.http.X-Coding == "identity") {
        unset bereq.http.Accept-Encoding;
    } elsif (bereq.http.X-Coding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Coding;
    }
    unset bereq.http.X-Coding;
}

sub vcl_backend_response {
    # Stored: the server's shareable answers (they carry Surrogate-Key, so a purge can reach them) and its
    # content-hashed build files (a year, immutable). Anything else is someone's own or changes without a version
    # that would purge it (uploads, redirects, admin screens, errors): not stored, and for the next 2 minutes the
    # requests for that URL go to the server at once instead of queueing behind each other (hit-for-miss).
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || !(beresp.http.Surrogate-Key || (bereq.url ~ "^/assets/" && beresp.status == 200))) {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The TTL is the answer's s-maxage (Varnish reads it) and the grace its stale-while-revalidate.
    return (deliver);
}

sub vcl_deliver {
    # The keys are for purging this cache; clients have no use for them.
    unset resp.http.Surrogate-Key;
}
