# The cache tier in front of the app: anonymous GETs of public pages are kept until the app purges
# their keys; everything personal or writing passes through. `scripts/lib/varnish.ts` starts it with
# a generated `backends.vcl` (the app instances and the addresses allowed to purge) on its include
# path; docs/caching.md explains the whole path.
vcl 4.1;

import directors;
import std;
import xkey;

include "backends.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purging is not allowed from this address"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys to purge in the xkey-purge header"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }
    # Only this tier asks the app for a not-found page in full (vcl_backend_response).
    unset req.http.X-Not-Found-Page;
    # A signed-in visitor stays on one app instance (by session), so the page after their own write
    # (an upvote, a save) comes from the instance that already expired its cache.
    if (req.http.Cookie ~ "(^|;\s*)payload-token=") {
        set req.backend_hint = sticky.backend(regsub(req.http.Cookie, "^(.*;\s*)?payload-token=([^;]*).*$", "\2"));
    } else {
        set req.backend_hint = app.backend();
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Signed-in visitors, draft previews and API clients see pages of their own.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    # Client-side navigations and prefetches carry the router's state, and server actions their id:
    # Next answers them at the page's address with something else than the page (an RSC payload),
    # so they are never looked up or kept (src/platform/cache/shared-request.ts names the same
    # headers). Next's own cache answers them.
    if (req.http.RSC || req.http.Next-Router-Prefetch || req.http.Next-Router-State-Tree || req.http.Next-Router-Segment-Prefetch || req.http.Next-HMR-Refresh || req.http.Next-Url || req.http.Next-Action || req.url ~ "[?&]_rsc=") {
        return (pass);
    }
    # Only the public pages the app names cache keys for (src/platform/cache/page-cache-keys.ts, the same
    # list) and Next's build assets are looked up; forms, accounts, links with tokens and the rest
    # go straight to the app with their query strings untouched.
    # A home form submitted without JavaScript after its search words named facts: the app answers
    # with a redirect to the state it means, from fields no cached page reads
    # (src/domains/directory/search/read-facts-form.ts).
    if (req.url ~ "^/\?(.*&)?read_q=") {
        return (pass);
    }
    if (req.url ~ "^/_next/static/") {
        unset req.http.Cookie;
        return (hash);
    }
    if (req.url !~ "^/(tools/[^/?]+|integrations/[^/?]+|categories(/[^/?]+/[^/?]+)?|full-list(/[^/?]+)?|compare|resources(/[^/?]+)?|privacy-policy|help-center|review-process|submit-tool|feature-tool|sitemap\.xml|llms\.txt|search)?(\?.*)?$") {
        return (pass);
    }

    # One cache key per meaning: only the query parameters the page reads, sorted; values of the
    # enumerated ones lower-cased. Anything else (tracking tags, junk) is dropped before the app
    # sees it.
    if (req.url ~ "^/(\?|$)") {
        call keep_home_parameters;
    } elsif (req.url ~ "^/search(\?|$)") {
        call keep_search_parameters;
    } elsif (req.url ~ "^/categories(\?|$)") {
        set req.url = regsuball(req.url, "([?&])(?!type=)[^&]*", "\1");
    } elsif (req.url ~ "^/compare(\?|$)") {
        set req.url = regsuball(req.url, "([?&])(?!(tools|diff)=)[^&]*", "\1");
    } else {
        set req.url = regsub(req.url, "\?.*$", "");
    }
    call tidy_query;
    if (req.url ~ "\?") {
        set req.url = std.querysort(req.url);
    }
    unset req.http.Cookie;
    call drop_answer_changing_headers;
    return (hash);
}

# Request headers with which Next answers a page's address with less than the page, though no
# browser loading a page sends them: the pages router's prefetch (`x-middleware-prefetch`) gets
# `{}`; the rest are Next's internal or test-mode headers (src/platform/cache/shared-request.ts
# names the same). Without them the page is rendered as for any visitor. (`sec-fetch-dest` changes
# only a not-found answer, which is never kept.)
sub drop_answer_changing_headers {
    unset req.http.x-middleware-prefetch;
    unset req.http.x-middleware-subrequest;
    unset req.http.x-nextjs-data;
    unset req.http.x-matched-path;
    unset req.http.x-now-route-matches;
    unset req.http.x-prerender-revalidate;
    unset req.http.x-prerender-revalidate-if-generated;
    unset req.http.next-test-proxy-port;
    unset req.http.next-test-data;
    unset req.http.next-test-internal;
}

sub keep_home_parameters {
    set req.url = regsuball(req.url, "([?&])(?!(q|type|category|price|sort|page|size|integration|compliance|free_tier|free_trial|max_price|model|exact)=)[^&]*", "\1");
    # Lower-case every value but the search words, which the page shows back as typed.
    set req.http.x-q = regsub(req.url, "^[^?]*\?(.*&)?(q=[^&]*).*$", "\2");
    if (req.http.x-q == req.url) {
        set req.url = std.tolower(req.url);
    } else {
        set req.url = std.tolower(regsuball(req.url, "([?&])q=[^&]*", "\1")) + "&" + req.http.x-q;
    }
    unset req.http.x-q;
}

# The search answer (src/app/(frontend)/search/route.ts) ignores the case and the runs of spaces of
# the search words: one entry for every way of typing them.
sub keep_search_parameters {
    set req.url = std.tolower(regsuball(req.url, "([?&])(?!(q|type|category|price|sort|page|size|integration|compliance|free_tier|free_trial|max_price|model)=)[^&]*", "\1"));
    set req.url = regsuball(req.url, "(\+|%20|%09|%0a|%0d)+", "+");
    set req.url = regsub(req.url, "([?&]q=)\+", "\1");
    set req.url = regsub(req.url, "([?&]q=[^&]*)\+(&|$)", "\1\2");
}

sub tidy_query {
    set req.url = regsuball(req.url, "&&+", "&");
    set req.url = regsub(req.url, "\?&+", "?");
    set req.url = regsub(req.url, "[?&]+$", "");
}

sub vcl_hash {
    # The host is the site's, whatever name a client used to reach this node.
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    # A page whose record is missing (a tool, a category, an article…): Next answers it with a 404
    # whose document is empty until JavaScript renders the message. Asked again with this mark, the
    # app renders its not-found page in full (src/platform/request/not-found-page.ts), so crawlers,
    # link checkers and readers without scripts get the message and its links.
    if (beresp.status == 404 && bereq.method == "GET" && beresp.http.Content-Type ~ "^text/html" && !bereq.http.X-Not-Found-Page) {
        set bereq.http.X-Not-Found-Page = "1";
        return (retry);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Never kept, keys or not: a failure, a refusal by a rate limit, a response that sets a cookie, or Next's empty answer to a
    # prefetch (`x-middleware-skip`). Next marks every dynamic page `private, no-store`, the pages
    # the app means to share too (and overrides the proxy's Cache-Control on rewritten routes), so
    # for a page with keys that mark can't tell a page from less than one; its own marks can.
    if (beresp.status >= 500 || beresp.status == 429 || beresp.http.Set-Cookie || beresp.http.x-middleware-skip) {
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        return (deliver);
    }
    # The app names the keys of every page it lets the cache keep (src/platform/cache/page-cache-keys.ts);
    # such a page lives until a write purges a key.
    if (beresp.http.xkey) {
        set beresp.ttl = 7d;
        set beresp.grace = 0s;
        set beresp.http.Cache-Control = "public, max-age=0, must-revalidate";
        return (deliver);
    }
    if (bereq.url ~ "^/_next/static/") {
        set beresp.ttl = 365d;
        return (deliver);
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
}
