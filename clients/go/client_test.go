package etp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

// Live tests need ETP_API, ETP_KEY, ETP_CLIENT_ID, ETP_CLIENT_SECRET and ETP_EXAMPLES (the
// contract's request examples by operationId), given by the test that started the server.
func live(t *testing.T) (*Client, map[string]map[string]any) {
	t.Helper()
	base := os.Getenv("ETP_API")
	if base == "" {
		t.Skip("ETP_API not set: no live server")
	}
	c, err := New(Config{BaseURL: base, APIKey: os.Getenv("ETP_KEY"), AcceptLanguage: "en"})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(os.Getenv("ETP_EXAMPLES"))
	if err != nil {
		t.Fatal(err)
	}
	examples := map[string]map[string]any{}
	if err := json.Unmarshal(raw, &examples); err != nil {
		t.Fatal(err)
	}
	return c, examples
}

func TestLiveBuyers(t *testing.T) {
	c, _ := live(t)
	ctx := context.Background()
	page, err := c.SearchBuyers(ctx, &RequestOptions{Query: map[string]string{"limit": "5"}})
	if err != nil {
		t.Fatal(err)
	}
	buyers := page["buyers"].([]any)
	if len(buyers) != 5 {
		t.Fatalf("want 5 buyers, got %d", len(buyers))
	}
	id := buyers[0].(map[string]any)["id"].(string)
	buyer, err := c.GetBuyer(ctx, id, nil)
	if err != nil || buyer["id"] != id {
		t.Fatalf("getBuyer: %v %v", buyer["id"], err)
	}
}

func TestLivePaginateWalksWholeList(t *testing.T) {
	c, _ := live(t)
	ctx := context.Background()
	first, err := c.SearchBuyers(ctx, &RequestOptions{Query: map[string]string{"hs_code": "33", "limit": "10"}})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	err = c.Paginate(ctx, "searchBuyers", nil, &RequestOptions{Query: map[string]string{"hs_code": "33", "limit": "10"}}, func(item map[string]any) error {
		seen[item["id"].(string)] = true
		return nil
	})
	total := int(first["total"].(float64))
	if err != nil || len(seen) != total || total <= 10 {
		t.Fatalf("walked %d of %d (%v)", len(seen), total, err)
	}
}

func TestLiveReferenceOperations(t *testing.T) {
	c, examples := live(t)
	ctx := context.Background()
	checks := []struct {
		name  string
		call  func() (map[string]any, error)
		field string
	}{
		{"listMarkets", func() (map[string]any, error) {
			return c.ListMarkets(ctx, &RequestOptions{Query: map[string]string{"limit": "3"}})
		}, "markets"},
		{"getMarket", func() (map[string]any, error) { return c.GetMarket(ctx, "DE", nil) }, "country"},
		{"listExchangeRates", func() (map[string]any, error) { return c.ListExchangeRates(ctx, nil) }, "rates"},
		{"searchHsCodes", func() (map[string]any, error) {
			return c.SearchHsCodes(ctx, &RequestOptions{Query: map[string]string{"q": "cosmetics"}})
		}, "hs_codes"},
		{"listCustomsTariffs", func() (map[string]any, error) {
			return c.ListCustomsTariffs(ctx, &RequestOptions{Query: map[string]string{"hs_code": "330499", "destination": "US"}})
		}, "rates"},
		{"getJsonWebKeySet", func() (map[string]any, error) { return c.GetJsonWebKeySet(ctx, nil) }, "keys"},
		{"calculatePrice", func() (map[string]any, error) { return c.CalculatePrice(ctx, examples["calculatePrice"], nil) }, "landed_cost"},
		{"getExporterProfile", func() (map[string]any, error) { return c.GetExporterProfile(ctx, nil) }, ""},
	}
	for _, check := range checks {
		out, err := check.call()
		if err != nil {
			var apiErr *Error
			if check.name == "getExporterProfile" && errors.As(err, &apiErr) && apiErr.Status == 404 {
				continue // no profile yet is a documented answer
			}
			t.Fatalf("%s: %v", check.name, err)
		}
		if _, ok := out[check.field]; check.field != "" && !ok {
			t.Fatalf("%s: no %q in %v", check.name, check.field, out)
		}
	}
}

func TestLiveOrderLifecycle(t *testing.T) {
	c, examples := live(t)
	ctx := context.Background()
	page, err := c.SearchBuyers(ctx, &RequestOptions{Query: map[string]string{"limit": "1"}})
	if err != nil {
		t.Fatal(err)
	}
	body := map[string]any{}
	for k, v := range examples["createOrder"] {
		body[k] = v
	}
	body["buyer_id"] = page["buyers"].([]any)[0].(map[string]any)["id"]
	order, err := c.CreateOrder(ctx, body, nil)
	if err != nil {
		t.Fatal(err)
	}
	id := order["id"].(string)
	got, err := c.GetOrder(ctx, id, nil)
	if err != nil || got["id"] != id {
		t.Fatalf("getOrder: %v", err)
	}
	found := false
	if err := c.Paginate(ctx, "listOrders", nil, nil, func(o map[string]any) error { found = found || o["id"] == id; return nil }); err != nil || !found {
		t.Fatalf("listOrders: found=%v err=%v", found, err)
	}
}

func TestLiveErrorsAreTyped(t *testing.T) {
	c, _ := live(t)
	ctx := context.Background()
	_, err := c.GetBuyer(ctx, "b_99999999", nil)
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Status != 404 || apiErr.Code != ErrNotFound || apiErr.RequestID == "" {
		t.Fatalf("want not_found, got %#v", err)
	}
	_, err = c.CalculatePrice(ctx, map[string]any{"items": []any{}}, nil)
	if !errors.As(err, &apiErr) || apiErr.Status != 400 || len(apiErr.Details) == 0 {
		t.Fatalf("want 400 with details, got %#v", err)
	}
	bad, _ := New(Config{BaseURL: os.Getenv("ETP_API"), APIKey: "etp_test_not_a_key"})
	_, err = bad.GetExporterProfile(ctx, nil)
	if !errors.As(err, &apiErr) || apiErr.Code != ErrInvalidApiKey {
		t.Fatalf("want invalid_api_key, got %#v", err)
	}
}

func TestLiveOAuthTokenFetchedOnce(t *testing.T) {
	live(t)
	c, err := New(Config{BaseURL: os.Getenv("ETP_API"), Credentials: &ClientCredentials{ClientID: os.Getenv("ETP_CLIENT_ID"), ClientSecret: os.Getenv("ETP_CLIENT_SECRET")}})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 5)
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := c.ListMarkets(context.Background(), &RequestOptions{Query: map[string]string{"limit": "1"}})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if c.TokenFetches != 1 {
		t.Fatalf("token fetched %d times", c.TokenFetches)
	}
}

// scripted answers the given statuses in turn, then 200, recording each request's headers.
func scripted(t *testing.T, statuses []int, headers map[string]string) (*Client, *[]http.Header, *[]time.Duration) {
	var mu sync.Mutex
	seen := []http.Header{}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, r.Header.Clone())
		w.Header().Set("Content-Type", "application/json")
		if len(seen) <= len(statuses) {
			for k, v := range headers {
				w.Header().Set(k, v)
			}
			w.WriteHeader(statuses[len(seen)-1])
			fmt.Fprint(w, `{"status":"error","error":{"code":"rate_limited","message":"later","details":[],"request_id":"req_1","doc_url":"http://x/docs#/section/rate_limited"}}`)
			return
		}
		fmt.Fprint(w, `{"status":"success","data":{"ok":true}}`)
	}))
	t.Cleanup(server.Close)
	c, _ := New(Config{BaseURL: server.URL, APIKey: "k", Retry: &RetryPolicy{MaxRetries: 2, BaseDelay: time.Millisecond, MaxDelay: 30 * time.Second}})
	sleeps := []time.Duration{}
	c.Sleep = func(ctx context.Context, d time.Duration) error { sleeps = append(sleeps, d); return nil }
	return c, &seen, &sleeps
}

func TestRetry429HonoursRetryAfter(t *testing.T) {
	c, seen, sleeps := scripted(t, []int{429}, map[string]string{"Retry-After": "7"})
	out, err := c.GetExporterProfile(context.Background(), nil)
	if err != nil || out["ok"] != true || len(*seen) != 2 || (*sleeps)[0] != 7*time.Second {
		t.Fatalf("out=%v err=%v seen=%d sleeps=%v", out, err, len(*seen), *sleeps)
	}
}

func TestRetryPostKeepsOneIdempotencyKey(t *testing.T) {
	c, seen, _ := scripted(t, []int{503, 503}, nil)
	if _, err := c.CreateOrder(context.Background(), map[string]any{"x": 1}, nil); err != nil {
		t.Fatal(err)
	}
	key := (*seen)[0].Get("Idempotency-Key")
	if len(*seen) != 3 || key == "" || (*seen)[1].Get("Idempotency-Key") != key || (*seen)[2].Get("Idempotency-Key") != key {
		t.Fatalf("keys differ or missing over %d attempts", len(*seen))
	}
}

func TestRetryGivesUpAfterMax(t *testing.T) {
	c, seen, _ := scripted(t, []int{429, 429, 429}, map[string]string{"Retry-After": "1"})
	_, err := c.GetExporterProfile(context.Background(), nil)
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Status != 429 || apiErr.Code != ErrRateLimited || len(*seen) != 3 {
		t.Fatalf("err=%v seen=%d", err, len(*seen))
	}
}

func TestHeaders(t *testing.T) {
	c, seen, _ := scripted(t, nil, nil)
	if _, err := c.GetExporterProfile(context.Background(), &RequestOptions{AcceptLanguage: "ko"}); err != nil {
		t.Fatal(err)
	}
	h := (*seen)[0]
	if h.Get("User-Agent") != "etp-client-go/"+Version || h.Get("Accept-Language") != "ko" || h.Get("Authorization") != "Bearer k" {
		t.Fatalf("headers: %v", h)
	}
}

func TestEveryOperationHasAMethod(t *testing.T) {
	c, _ := New(Config{BaseURL: "http://127.0.0.1:1", APIKey: "k"})
	v := reflect.ValueOf(c)
	for id := range Operations {
		if !v.MethodByName(strings.ToUpper(id[:1]) + id[1:]).IsValid() {
			t.Errorf("no method for %s", id)
		}
	}
}

func TestUnreachableServerIsRetriedThenConnectionFailed(t *testing.T) {
	c, err := New(Config{BaseURL: "http://127.0.0.1:1", APIKey: "k", Retry: &RetryPolicy{MaxRetries: 2, BaseDelay: time.Millisecond, MaxDelay: time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	waits := 0
	c.Sleep = func(ctx context.Context, d time.Duration) error { waits++; return nil }
	_, err = c.GetExporterProfile(context.Background(), nil)
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Status != 0 || apiErr.Code != "connection_failed" || waits != 2 {
		t.Fatalf("got %v after %d waits", err, waits)
	}
}
