/* The floor of decoding a WebP image for its colors (bench-dyncolor, issue 36 §3): libwebp's own
 * scaled decode of FILE to WIDTH×HEIGHT RGB, as ImageDecoder asks for it, and nothing else.
 * Prints the median thread CPU time of ROUNDS decodes in nanoseconds.
 *   webp-decode FILE WIDTH HEIGHT ROUNDS */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <webp/decode.h>

static long long cpu_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: webp-decode FILE WIDTH HEIGHT ROUNDS\n"); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 1; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size);
    if (!bytes || fread(bytes, 1, size, file) != (size_t)size) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    fclose(file);
    int width = atoi(argv[2]), height = atoi(argv[3]), rounds = atoi(argv[4]);
    long long *samples = calloc(rounds, sizeof *samples);
    for (int round = 0; round < rounds; round++) {
        long long start = cpu_now();
        WebPDecoderConfig config;
        if (!WebPInitDecoderConfig(&config) || WebPGetFeatures(bytes, size, &config.input) != VP8_STATUS_OK) return 1;
        config.options.use_scaling = 1;
        config.options.scaled_width = width;
        config.options.scaled_height = height;
        config.output.colorspace = MODE_RGB;
        if (WebPDecode(bytes, size, &config) != VP8_STATUS_OK) { fprintf(stderr, "cannot decode %s\n", argv[1]); return 1; }
        WebPFreeDecBuffer(&config.output);
        samples[round] = cpu_now() - start;
    }
    qsort(samples, rounds, sizeof *samples, compare);
    printf("%lld\n", samples[rounds / 2]);
    return 0;
}
