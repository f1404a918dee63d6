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
	if len(page.Buyers) != 5 || page.Limit != 5 || !page.HasMore {
		t.Fatalf("want 5 buyers of more, got %d (limit %d, has_more %v)", len(page.Buyers), page.Limit, page.HasMore)
	}
	first := page.Buyers[0]
	buyer, err := c.GetBuyer(ctx, first.ID, nil)
	if err != nil || buyer.ID != first.ID || buyer.Name != first.Name || len(buyer.ScoreFactors) == 0 {
		t.Fatalf("getBuyer: %+v %v", buyer, err)
	}
	if buyer.ScoreBasis != BuyerDetailScoreBasisGeneric && buyer.ScoreBasis != BuyerDetailScoreBasisProfile {
		t.Fatalf("score_basis %q", buyer.ScoreBasis)
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
	if err != nil || int64(len(seen)) != first.Total || first.Total <= 10 {
		t.Fatalf("walked %d of %d (%v)", len(seen), first.Total, err)
	}
	typed := map[string]bool{}
	err = PaginateAs(ctx, c, "searchBuyers", nil, &RequestOptions{Query: map[string]string{"hs_code": "33", "limit": "10"}}, func(buyer Buyer) error {
		typed[buyer.ID] = buyer.Country != "" && buyer.AnnualImportUSD >= 0
		return nil
	})
	if err != nil || len(typed) != len(seen) {
		t.Fatalf("PaginateAs walked %d of %d (%v)", len(typed), len(seen), err)
	}
	for id, complete := range typed {
		if !seen[id] || !complete {
			t.Fatalf("PaginateAs: %s", id)
		}
	}
}

func TestLiveReferenceOperations(t *testing.T) {
	c, examples := live(t)
	ctx := context.Background()
	markets, err := c.ListMarkets(ctx, &RequestOptions{Query: map[string]string{"limit": "3"}})
	if err != nil || len(markets.Markets) != 3 {
		t.Fatalf("listMarkets: %+v %v", markets, err)
	}
	market, err := c.GetMarket(ctx, "DE", nil)
	if err != nil || market.Country.Code != "DE" {
		t.Fatalf("getMarket: %+v %v", market, err)
	}
	rates, err := c.ListExchangeRates(ctx, nil)
	if err != nil || len(rates.Rates) == 0 {
		t.Fatalf("listExchangeRates: %+v %v", rates, err)
	}
	codes, err := c.SearchHsCodes(ctx, &RequestOptions{Query: map[string]string{"q": "cosmetics"}})
	if err != nil || len(codes.HSCodes) == 0 {
		t.Fatalf("searchHsCodes: %+v %v", codes, err)
	}
	tariffs, err := c.ListCustomsTariffs(ctx, &RequestOptions{Query: map[string]string{"hs_code": "330499", "destination": "US"}})
	if err != nil || len(tariffs.Rates) == 0 {
		t.Fatalf("listCustomsTariffs: %+v %v", tariffs, err)
	}
	keys, err := c.GetJsonWebKeySet(ctx, nil)
	if err != nil || len(keys.Keys) == 0 {
		t.Fatalf("getJsonWebKeySet: %+v %v", keys, err)
	}
	price, err := c.CalculatePrice(ctx, examples["calculatePrice"], nil)
	if err != nil || price.LandedCost.Amount == nil {
		t.Fatalf("calculatePrice: %+v %v", price, err)
	}
	if _, err := c.GetExporterProfile(ctx, nil); err != nil {
		var apiErr *Error
		if !errors.As(err, &apiErr) || apiErr.Status != 404 {
			t.Fatalf("getExporterProfile: %v", err) // no profile yet is a documented answer
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
	body["buyer_id"] = page.Buyers[0].ID
	order, err := c.CreateOrder(ctx, body, nil)
	if err != nil {
		t.Fatal(err)
	}
	if order.Status != OrderStatusDraft || order.Buyer.ID != page.Buyers[0].ID || order.Buyer.Name != page.Buyers[0].Name {
		t.Fatalf("createOrder: %+v", order)
	}
	got, err := c.GetOrder(ctx, order.ID, nil)
	if err != nil || got.ID != order.ID {
		t.Fatalf("getOrder: %v", err)
	}
	found := false
	if err := PaginateAs(ctx, c, "listOrders", nil, nil, func(o Order) error { found = found || o.ID == order.ID; return nil }); err != nil || !found {
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
			status := statuses[len(seen)-1]
			code := map[int]string{409: "conflict", 503: "service_unavailable"}[status]
			if code == "" {
				code = "rate_limited"
			}
			w.WriteHeader(status)
			fmt.Fprintf(w, `{"status":"error","error":{"code":%q,"message":"later","details":[],"request_id":"req_1","doc_url":"http://x/docs#/section/%s"}}`, code, code)
			return
		}
		fmt.Fprint(w, `{"status":"success","data":{"company_name":"Scripted","origin_country":"KR"}}`)
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
	if err != nil || out.CompanyName != "Scripted" || len(*seen) != 2 || (*sleeps)[0] != 7*time.Second {
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
