package etp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"sync"
	"testing"
	"time"
)

// generatedKey is the form of a key the client makes (16 random bytes in hex).
var generatedKey = regexp.MustCompile(`^[0-9a-f]{32}$`)

// Every operation is answered 503 and then 200: a keyed write sends one key on both attempts;
// what stores nothing sends none, even a key the caller gives.
func TestEveryKeyedWriteSendsOneKeyAndWhatStoresNothingNone(t *testing.T) {
	var mu sync.Mutex
	keys := []string{}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		keys = append(keys, r.Header.Get("Idempotency-Key"))
		w.Header().Set("Content-Type", "application/json")
		if len(keys)%2 == 1 {
			w.WriteHeader(503)
			fmt.Fprint(w, `{"status":"error","error":{"code":"service_unavailable","message":"later","details":[],"request_id":"req_1","doc_url":"http://x/docs"}}`)
			return
		}
		fmt.Fprint(w, `{"status":"success","data":{}}`)
	}))
	defer server.Close()
	c, _ := New(Config{BaseURL: server.URL, APIKey: "k"})
	c.Sleep = func(ctx context.Context, d time.Duration) error { return nil }
	for id, op := range Operations {
		path := map[string]string{}
		for _, name := range op.PathParams {
			path[name] = "x"
		}
		var body any
		if op.Body != "none" {
			body = map[string]any{}
		}
		opts := &RequestOptions{}
		if !op.TakesIdempotencyKey {
			opts.IdempotencyKey = "not-for-this-one"
		}
		if _, err := c.CallBytes(context.Background(), id, path, body, opts); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		mu.Lock()
		first, second := keys[len(keys)-2], keys[len(keys)-1]
		mu.Unlock()
		if op.TakesIdempotencyKey && (!generatedKey.MatchString(first) || second != first) {
			t.Errorf("%s: keys %q then %q", id, first, second)
		}
		if !op.TakesIdempotencyKey && (first != "" || second != "") {
			t.Errorf("%s stores nothing, yet sent keys %q, %q", id, first, second)
		}
	}
}

func TestCallersKeyOnEveryAttemptAnd409ConflictOfAKeyedWriteWaitedFor(t *testing.T) {
	c, seen, sleeps := scripted(t, []int{409, 502}, map[string]string{"Retry-After": "1"})
	if _, err := c.DeleteBuyerAlert(context.Background(), "bal_1", &RequestOptions{IdempotencyKey: "alert-1-delete"}); err != nil {
		t.Fatal(err)
	}
	for i, h := range *seen {
		if h.Get("Idempotency-Key") != "alert-1-delete" {
			t.Fatalf("attempt %d sent key %q", i+1, h.Get("Idempotency-Key"))
		}
	}
	if len(*seen) != 3 || (*sleeps)[0] != time.Second {
		t.Fatalf("%d attempts, sleeps %v", len(*seen), *sleeps)
	}
}

func TestAWriteWithoutAKeyIsNeverSentTwice(t *testing.T) {
	op := Operations["updateOrder"]
	op.ID, op.TakesIdempotencyKey, op.Safe = "unkeyedWrite", false, false
	Operations[op.ID] = op
	defer delete(Operations, op.ID)
	c, seen, _ := scripted(t, []int{503}, nil)
	_, err := c.Call(context.Background(), op.ID, map[string]string{"id": "x"}, map[string]any{}, nil)
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Status != 503 || len(*seen) != 1 || (*seen)[0].Get("Idempotency-Key") != "" {
		t.Fatalf("err=%v attempts=%d", err, len(*seen))
	}
}

// attempt is one request a lossyProxy forwarded.
type attempt struct {
	Method, Key   string
	Status        int
	Replayed      string
	AnswerDropped bool
}

// lossyProxy forwards each request to target; the answer to the request after dropNext is lost
// (the connection closes once the server has answered).
type lossyProxy struct {
	mu       sync.Mutex
	drop     bool
	attempts []attempt
}

func (p *lossyProxy) dropNext() { p.mu.Lock(); p.drop = true; p.mu.Unlock() }

func (p *lossyProxy) start(t *testing.T, target string) string {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		req, _ := http.NewRequestWithContext(r.Context(), r.Method, target+r.URL.RequestURI(), bytes.NewReader(body))
		for k, v := range r.Header {
			req.Header[k] = v
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("proxy: %v", err)
			panic(http.ErrAbortHandler)
		}
		answer, _ := io.ReadAll(res.Body)
		res.Body.Close()
		p.mu.Lock()
		dropped := p.drop
		p.drop = false
		p.attempts = append(p.attempts, attempt{r.Method, r.Header.Get("Idempotency-Key"), res.StatusCode, res.Header.Get("Idempotent-Replayed"), dropped})
		p.mu.Unlock()
		if dropped {
			panic(http.ErrAbortHandler) // the connection closes with no answer
		}
		w.Header().Set("Content-Type", res.Header.Get("Content-Type"))
		w.WriteHeader(res.StatusCode)
		_, _ = w.Write(answer)
	}))
	t.Cleanup(server.Close)
	return server.URL
}

func TestLiveWriteRetriedAfterALostAnswerIsAppliedOnce(t *testing.T) {
	c, examples := live(t)
	ctx := context.Background()
	proxy := &lossyProxy{}
	viaProxy, err := New(Config{BaseURL: proxy.start(t, os.Getenv("ETP_API")), APIKey: os.Getenv("ETP_KEY")})
	if err != nil {
		t.Fatal(err)
	}
	viaProxy.Sleep = func(ctx context.Context, d time.Duration) error { return nil }

	page := must[*BuyerSearchResponseData](t)(c.SearchBuyers(ctx, &RequestOptions{Query: map[string]string{"limit": "1"}}))
	body := clone(examples["createOrder"])
	body["buyer_id"] = page.Buyers[0].ID
	order := must[*Order](t)(c.CreateOrder(ctx, body, nil))
	history := len(must[*OrderHistoryResponseData](t)(c.ListOrderHistory(ctx, order.ID, nil)).History)
	proxy.dropNext()
	updated := must[*Order](t)(viaProxy.UpdateOrder(ctx, order.ID, map[string]any{"status": "confirmed"}, nil))
	if updated.Status != OrderStatusConfirmed {
		t.Fatalf("updateOrder: %+v", updated)
	}
	if after := len(must[*OrderHistoryResponseData](t)(c.ListOrderHistory(ctx, order.ID, nil)).History); after != history+1 {
		t.Fatalf("history: %d entries before, %d after one change", history, after)
	}

	alert := must[*BuyerAlert](t)(c.CreateBuyerAlert(ctx, examples["createBuyerAlert"], nil))
	proxy.dropNext()
	if _, err := viaProxy.DeleteBuyerAlert(ctx, alert.ID, nil); err != nil {
		t.Fatal(err)
	}
	var apiErr *Error
	if _, err := c.GetBuyerAlert(ctx, alert.ID, nil); !errors.As(err, &apiErr) || apiErr.Status != 404 {
		t.Fatalf("the deleted alert reads back: %v", err)
	}

	got := proxy.attempts
	if len(got) != 4 || !generatedKey.MatchString(got[0].Key) || got[2].Key == got[0].Key {
		t.Fatalf("attempts: %+v", got)
	}
	want := []attempt{
		{"PATCH", got[0].Key, 200, "", true}, {"PATCH", got[0].Key, 200, "true", false},
		{"DELETE", got[2].Key, 200, "", true}, {"DELETE", got[2].Key, 200, "true", false},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("attempts:\n got %+v\nwant %+v", got, want)
	}
}

// A key the caller gives among Headers, in any spelling of the name, is the call's key: sent once
// per attempt, on every attempt, and no second key made beside it.
func TestCallersKeyInHeadersInAnyCaseIsTheOneKeySent(t *testing.T) {
	for _, name := range []string{"Idempotency-Key", "idempotency-key", "IDEMPOTENCY-KEY"} {
		c, seen, _ := scripted(t, []int{503}, nil)
		opts := &RequestOptions{Headers: map[string]string{name: "alert-2-delete"}}
		if _, err := c.DeleteBuyerAlert(context.Background(), "bal_2", opts); err != nil {
			t.Fatal(err)
		}
		if len(*seen) != 2 {
			t.Fatalf("%s: %d attempts", name, len(*seen))
		}
		for i, h := range *seen {
			if got := h.Values("Idempotency-Key"); len(got) != 1 || got[0] != "alert-2-delete" {
				t.Errorf("%s: attempt %d sent Idempotency-Key %q", name, i+1, got)
			}
		}
	}
}
